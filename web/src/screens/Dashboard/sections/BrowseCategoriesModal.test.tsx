import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment, resolveEvery, type TestEnvironment } from '../../../test/mockEnvironment';
import { renderApp } from '../../../test/render';
import { BrowseCategoriesModal, EMPTY_TEXT } from './BrowseCategoriesModal';

const FEEDS = [
  {
    id: 'ft',
    title: 'Fintech Times',
    url: 'https://fintech.example/rss',
    description: 'Payments and banking',
    category: 'Financial Services',
  },
  {
    id: 'law',
    title: 'Law Weekly',
    url: 'https://law.example/rss',
    description: 'Courts and rulings',
    category: 'Legal',
  },
];

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

/** Search requests seen, as query strings (category, q, limit). */
let searches: URLSearchParams[];
let environment: TestEnvironment;

function serve(options: { categories?: string[]; feeds?: (q: URLSearchParams) => typeof FEEDS } = {}) {
  searches = [];
  environment = createMockEnvironment();
  resolveEvery(environment, (op) => {
    if (op.request.node.operation.name === 'BrowseCategoriesModalCategoriesQuery')
      return { data: { feedCategories: options.categories ?? ['Financial Services', 'Legal'] } };
    const {
      category,
      q: text,
      first,
    } = op.request.variables as { category: string | null; q: string | null; first: number };
    const q = new URLSearchParams();
    if (category) q.set('category', category);
    if (text) q.set('q', text);
    q.set('limit', String(first));
    searches.push(q);
    const feeds = options.feeds
      ? options.feeds(q)
      : FEEDS.filter(
          (f) =>
            (!q.get('category') || f.category === q.get('category')) &&
            (!q.get('q') || f.title.toLowerCase().includes(q.get('q')!.toLowerCase())),
        );
    return { data: { searchFeeds: feeds } };
  });
}

/** The dialog with a parent that adds feeds the way the editor does. */
function Harness({ initial = [] as string[] }) {
  const [urls, setUrls] = useState(initial);
  return (
    <BrowseCategoriesModal selectedUrls={urls} onAdd={(u) => setUrls((list) => [...list, u])} onClose={() => {}} />
  );
}

/** Lets pending fetches and effects settle under fake timers. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
const type = (text: string) => fireEvent.change(screen.getByLabelText('Search feeds'), { target: { value: text } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Browse RSS Feed Categories', () => {
  it('lists the categories and every feed, then one category when chosen', async () => {
    serve();
    renderApp(<Harness />, { environment });
    await settle();
    const dialog = within(screen.getByRole('dialog', { name: 'Browse RSS Feed Categories' }));
    expect(dialog.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(dialog.getByRole('button', { name: 'Legal' }));
    await settle();
    expect(dialog.getByRole('button', { name: 'Legal' }).getAttribute('aria-pressed')).toBe('true');
    expect(searches.at(-1)!.get('category')).toBe('Legal');
    expect(dialog.getAllByRole('listitem').map((li) => li.querySelector('strong')!.textContent)).toEqual([
      'Law Weekly',
    ]);
  });

  it('searches from 2 characters, 300 ms after typing stops', async () => {
    serve();
    renderApp(<Harness />, { environment });
    await settle();
    const before = searches.length;
    type('f');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(searches.slice(before).some((q) => q.has('q'))).toBe(false);

    type('fi');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(searches.slice(before).some((q) => q.get('q') === 'fi')).toBe(false);
    type('fin');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(searches.slice(before).some((q) => q.has('q'))).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(searches.at(-1)!.get('q')).toBe('fin');
    expect(searches.at(-1)!.get('limit')).toBe('50');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('adds a feed once: its button turns to Added', async () => {
    serve();
    renderApp(<Harness initial={['https://law.example/rss']} />, { environment });
    await settle();
    const lawButton = screen.getByRole('button', { name: 'Add Law Weekly' }) as HTMLButtonElement;
    expect(lawButton.textContent).toBe('Added');
    expect(lawButton.disabled).toBe(true);
    const add = screen.getByRole('button', { name: 'Add Fintech Times' }) as HTMLButtonElement;
    expect(add.textContent).toBe('Add');
    fireEvent.click(add);
    expect(add.textContent).toBe('Added');
    expect(add.disabled).toBe(true);
  });

  it('says so when nothing matches, in each of the exact empty-result texts', async () => {
    serve({ categories: [], feeds: () => [] });
    renderApp(<Harness />, { environment });
    await settle();
    screen.getByText(EMPTY_TEXT.categories);
    screen.getByText(EMPTY_TEXT.all);
    type('zz');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    screen.getByText(EMPTY_TEXT.search);
  });

  it('says the category is empty when a chosen category has no feeds', async () => {
    serve({ feeds: (q) => (q.get('category') ? [] : FEEDS) });
    renderApp(<Harness />, { environment });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Financial Services' }));
    await settle();
    screen.getByText(EMPTY_TEXT.category);
  });
});
