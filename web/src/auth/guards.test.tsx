import { ThemeProvider } from '@emotion/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../api/types';
import { theme } from '../theme/theme';
import { LandingGate, LoginGate, RequireAuth } from './guards';
import { reportUnauthorized } from './identity';
import { sessionStore } from './sessionStore';
import { UnauthorizedRedirect } from './UnauthorizedRedirect';

import { Outlet } from 'react-router';

const user = (onboarded: boolean): SessionUser => ({
  id: 'u1',
  firebaseUid: 'uid-1',
  displayName: 'Ada',
  email: 'ada@example.com',
  photoUrl: null,
  onboarded,
  subscriptionStatus: 'trial',
});

function renderAt(path: string) {
  const page = (name: string) => <p>{name} page</p>;
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <UnauthorizedRedirect />
            <RootOutlet />
          </>
        ),
        children: [
          { element: <LandingGate />, children: [{ index: true, element: page('landing') }] },
          { element: <LoginGate />, children: [{ path: 'login', element: page('login') }] },
          {
            element: <RequireAuth />,
            children: ['dashboard', 'onboard', 'synths'].map((p) => ({ path: p, element: page(p) })),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}
function RootOutlet() {
  return <Outlet />;
}

afterEach(() => {
  cleanup();
  sessionStore.reset();
});

describe('routing rules', () => {
  it('shows a spinner while the session loads', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('sends a signed-out visitor from a private page to /login', () => {
    sessionStore.setUser(null);
    renderAt('/synths');
    screen.getByText('login page');
  });

  it('lets a signed-out visitor see the landing page', () => {
    sessionStore.setUser(null);
    renderAt('/');
    screen.getByText('landing page');
  });

  it('sends a signed-in user from / to /dashboard', () => {
    sessionStore.setUser(user(true));
    renderAt('/');
    screen.getByText('dashboard page');
  });

  it('sends a signed-in user on /login to /dashboard when onboarded, else /onboard', () => {
    sessionStore.setUser(user(true));
    renderAt('/login');
    screen.getByText('dashboard page');
    cleanup();
    sessionStore.setUser(user(false));
    renderAt('/login');
    screen.getByText('onboard page');
  });

  it('redirects to /login on any 401', () => {
    sessionStore.setUser(user(true));
    const router = renderAt('/synths');
    screen.getByText('synths page');
    act(() => reportUnauthorized());
    expect(router.state.location.pathname).toBe('/login');
    screen.getByText('login page');
  });
});
