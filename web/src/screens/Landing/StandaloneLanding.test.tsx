import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { StandaloneLanding } from './StandaloneLanding';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the landing page before the app starts', () => {
  it('renders without a router and hands a link click to the app, keeping real hrefs', () => {
    mockFetch({ '/graphql': () => new Response('down', { status: 503 }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const openApp = vi.fn();
    render(<StandaloneLanding openApp={openApp} />);
    const login = within(screen.getByRole('banner')).getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/login');
    fireEvent.click(login);
    expect(openApp).toHaveBeenCalledWith('/login');

    // A modified click (new tab) is left to the browser (jsdom cannot navigate, so it is stopped last).
    const stopNavigation = (e: Event) => e.preventDefault();
    window.addEventListener('click', stopNavigation);
    fireEvent.click(screen.getByRole('link', { name: 'Start your free trial' }), { ctrlKey: true });
    window.removeEventListener('click', stopNavigation);
    expect(openApp).toHaveBeenCalledTimes(1);
  });
});
