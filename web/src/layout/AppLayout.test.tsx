import { ThemeProvider } from '@emotion/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme/theme';
import { AppLayout } from './AppLayout';
import { SIDEBAR_STORAGE_KEY } from './useSidebarPreference';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);

// jsdom matches no media query, so the desktop sidebar counts as hidden; queries opt in.
function renderLayout(path = '/dashboard') {
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout sidebarQuery={null} />,
        children: [
          { path: '*', element: <p>page</p> },
          { index: true, element: <p>home</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('sidebar collapse preference', () => {
  it('is expanded (256 px) by default', () => {
    renderLayout();
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar.getAttribute('data-expanded')).toBe('true');
    expect(sidebar.style.width).toBe('256px');
    expect(screen.getByRole('button', { name: 'Collapse sidebar', hidden: true }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('collapses to 64 px and remembers it in localStorage', () => {
    renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar', hidden: true }));
    expect(screen.getByTestId('sidebar').style.width).toBe('64px');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('false');
    cleanup();
    renderLayout();
    expect(screen.getByTestId('sidebar').getAttribute('data-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar', hidden: true }));
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
  });

  it('reads a stored collapsed state on load', () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, 'false');
    renderLayout();
    expect(screen.getByTestId('sidebar').style.width).toBe('64px');
  });

  it('opens the mobile drawer from the top bar and closes it with Escape', () => {
    renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    screen.getByRole('dialog', { name: 'Navigation menu' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Navigation menu' })).toBeNull();
  });
});
