import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { NotFound } from './NotFound';

afterEach(cleanup);

describe('NotFound', () => {
  it('shows the exact not-found texts and links back to /', () => {
    renderApp(<NotFound />, { path: '/no/such/page' });
    screen.getByRole('heading', { level: 1, name: '404 Not Found' });
    screen.getByText("The page you're looking for doesn't exist or has been moved.");
    screen.getByRole('heading', { name: 'Lost?' });
    screen.getByText(
      "We couldn't find the page you were looking for. Check the URL or navigate to one of our available pages.",
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
  });
});
