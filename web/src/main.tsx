import { ThemeProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { initSession } from './auth/probeSession';
import { routes } from './routes';
import { GlobalStyles, theme } from './theme';
import { Toaster } from './toast/Toaster';

// Ask the server who is signed in while the first route's code downloads.
void initSession();

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <RouterProvider router={router} />
      <Toaster />
    </ThemeProvider>
  </StrictMode>,
);
