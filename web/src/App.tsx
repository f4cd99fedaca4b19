import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';
import { Toaster } from './toast/Toaster';

/** The full app: every route, with the router reading the current address when this is called. */
export function createApp() {
  const router = createBrowserRouter(routes);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
