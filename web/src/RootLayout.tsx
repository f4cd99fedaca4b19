import { Outlet, ScrollRestoration } from 'react-router';
import { UnauthorizedRedirect } from './auth/UnauthorizedRedirect';

/** Wraps every route: the 401 redirect and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <UnauthorizedRedirect />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
