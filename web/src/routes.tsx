// Every route of the app. Screens are split per route with lazy(); route modules that need data
// export a `loader` that preloads their one Relay query before the screen renders.
import type { RouteObject } from 'react-router';
import { LandingGate, LoginGate } from './auth/guards';
import { RouteError } from './components/RouteError';
import { FullPageSpinner } from './components/Spinner';
import { RootLayout } from './RootLayout';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { element: <LandingGate />, children: [{ index: true, lazy: () => import('./screens/Landing/route') }] },
      { element: <LoginGate />, children: [{ path: 'login', lazy: () => import('./screens/Login/route') }] },
      {
        lazy: () => import('./layout/AppRoot.route'),
        children: [
          { path: 'onboard', lazy: () => import('./screens/Onboard/route') },
          {
            lazy: () => import('./layout/Layout.route'),
            children: [
              { path: 'dashboard', lazy: () => import('./screens/Dashboard/route') },
              { path: 'synths', lazy: () => import('./screens/Synths/route') },
              { path: 'runs', lazy: () => import('./screens/Runs/route') },
              { path: 'runs/:id', lazy: () => import('./screens/Run/route') },
              { path: 'subscribe', lazy: () => import('./screens/Subscribe/route') },
              { path: 'settings/connected-accounts', lazy: () => import('./screens/ConnectedAccounts/route') },
              { path: 'settings/voice', lazy: () => import('./screens/Voice/route') },
              { path: 'template-test', lazy: () => import('./screens/TemplateTest/route') },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./screens/NotFound/route') },
    ],
  },
];
