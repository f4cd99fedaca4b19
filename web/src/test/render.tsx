import { ThemeProvider } from '@emotion/react';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { vi } from 'vitest';
import { theme } from '../theme/theme';
import { Toaster } from '../toast/Toaster';
import { dismissToast } from '../toast/toastStore';

/**
 * Renders `ui` at `path` inside the theme, a memory router (other paths render their path name, so
 * navigation is observable), the toaster and optionally a Relay environment.
 */
export function renderApp(
  ui: ReactElement,
  options: { path?: string; routePath?: string; environment?: Environment; extraRoutes?: RouteObject[] } = {},
) {
  const { path = '/', routePath = path.split('?')[0], environment, extraRoutes = [] } = options;
  const router = createMemoryRouter(
    [{ path: routePath, element: ui }, ...extraRoutes, { path: '*', element: <p data-testid="location">elsewhere</p> }],
    { initialEntries: [path] },
  );
  const tree = (
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
      <Toaster />
    </ThemeProvider>
  );
  const result = render(
    environment ? <RelayEnvironmentProvider environment={environment}>{tree}</RelayEnvironmentProvider> : tree,
  );
  return { ...result, router };
}

/** Undoes what a renderApp test leaves behind: the rendered tree, the open toast, stubbed globals and spies. */
export function resetRenderedApp() {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
