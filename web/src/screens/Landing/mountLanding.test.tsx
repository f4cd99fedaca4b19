import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { mountLanding } from './mountLanding';
import { renderLandingHtml } from './prerender';

let takeDown: (() => void) | undefined;
afterEach(() => {
  act(() => takeDown?.());
  takeDown = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('mountLanding', () => {
  it('takes over the prerendered page without painting it again, and then prices, toggles and opens the app', async () => {
    // No tier in the answer: the page prices from the built-in table.
    mockFetch({ '/graphql': () => ({ data: { pricing: { tiers: [] } } }) });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderLandingHtml();
    const prerenderedTitle = container.querySelector('h1');
    const openApp = vi.fn();

    await act(async () => {
      takeDown = mountLanding(container, openApp);
    });

    // The nodes on screen are the prerendered ones, now live.
    expect(container.querySelector('h1')).toBe(prerenderedTitle);
    const basic = within(await screen.findByRole('article', { name: 'Basic' }));
    fireEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    basic.getByText('Billed monthly');
    fireEvent.click(basic.getByRole('link', { name: 'Get Started' }));
    expect(openApp).toHaveBeenCalledWith('/login');

    act(() => takeDown!());
    takeDown = undefined;
    expect(container.childNodes).toHaveLength(0);
  });
});
