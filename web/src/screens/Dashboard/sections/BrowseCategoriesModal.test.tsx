import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/render';
import { BrowseCategoriesModal, EMPTY_TEXT } from './BrowseCategoriesModal';

const FEEDS = [
  { id: 'ft', title: 'Fintech Times', url: 'https://fintech.example/rss', description: 'Payments and banking', category: 'Financial Services' },
  { id: 'law', title: 'Law Weekly', url: 'https://law.example/rss', description: 'Courts and rulings', category: 'Legal' },
];

/** Search requests seen, as their query strings. */
let searches: URLSearchParams[];

function serve(options: { categories?: unknown; feeds?: (q: URLSearchParams) => unknown } = {}) {
  searches = [];
  mockFetch({
    '/api/rss/categories': () => options.categories ?? ['Financial Services', 'Legal'],
    '/api/rss/search': (url) => {
      const q = new URL(url, 'http://app.test').searchParams;
      searches.push(q);
      return options.feeds ? options.feeds(q) : FEEDS.filter((f) => (!q.get('category') || f.category === q.get('category')) && (!q.get('q') || f.title.toLowerCase().includes(q.get('q')!.toLowerCase())));
    },
  });
}

/** The dialog with a parent that adds feeds the way the editor does. */
function Harness({ initial = [] as string[] }) {
  const [urls, setUrls] = useState(initial);
  return <BrowseCategoriesModal selectedUrls={urls} onAdd={(u) => setUrls((list) => [...list, u])} onClose={() => {}} />;
}

/** Lets pending fetches and effects settle under fake timers. */
const settle = () => act(async () => { await vi.advanceTimersByTimeAsync(0); });
const type = (text: string) => fireEvent.change(screen.getByLabelText('Search feeds'), { target: { value: text } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Browse RSS Feed Categories', () => {
  it('lists the categories and every feed, then one category when chosen', async () => {
    serve();
    renderApp(<Harness />);
    await settle();
    const dialog = within(screen.getByRole('dialog', { name: 'Browse RSS Feed Categories' }));
    expect(dialog.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(dialog.getByRole('button', { name: 'Legal' }));
    await settle();
    expect(dialog.getByRole('button', { name: 'Legal' }).getAttribute('aria-pressed')).toBe('true');
    expect(searches.at(-1)!.get('category')).toBe('Legal');
    expect(dialog.getAllByRole('listitem').map((li) => li.querySelector('strong')!.textContent)).toEqual(['Law Weekly']);
  });

  it('searches from 2 characters, 300 ms after typing stops', async () => {
    serve();
    renderApp(<Harness />);
    await settle();
    const before = searches.length;
    type('f');
    await act(async () => { await vi.advanceTimersByTimeAsync(1000); });
    expect(searches.slice(before).some((q) => q.has('q'))).toBe(false);

    type('fi');
    await act(async () => { await vi.advanceTimersByTimeAsync(299); });
    expect(searches.slice(before).some((q) => q.get('q') === 'fi')).toBe(false);
    type('fin');
    await act(async () => { await vi.advanceTimersByTimeAsync(299); });
    expect(searches.slice(before).some((q) => q.has('q'))).toBe(false);
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    expect(searches.at(-1)!.get('q')).toBe('fin');
    expect(searches.at(-1)!.get('limit')).toBe('50');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('adds a feed once: its button turns to Added', async () => {
    serve();
    renderApp(<Harness initial={['https://law.example/rss']} />);
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

  it('says so when nothing matches, in each of the spec texts', async () => {
    serve({ categories: [], feeds: () => [] });
    renderApp(<Harness />);
    await settle();
    expect(screen.getByText(EMPTY_TEXT.categories)).toBeTruthy();
    expect(screen.getByText(EMPTY_TEXT.all)).toBeTruthy();
    type('zz');
    await act(async () => { await vi.advanceTimersByTimeAsync(300); });
    expect(screen.getByText(EMPTY_TEXT.search)).toBeTruthy();
  });

  it('says the category is empty when a chosen category has no feeds', async () => {
    serve({ feeds: (q) => (q.get('category') ? [] : FEEDS) });
    renderApp(<Harness />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Financial Services' }));
    await settle();
    expect(screen.getByText(EMPTY_TEXT.category)).toBeTruthy();
  });
});
