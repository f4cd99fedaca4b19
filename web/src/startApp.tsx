import { ThemeProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createApp } from './App';
import { GlobalStyles, theme } from './theme';

/**
 * Renders the full app (router, Relay, every screen) into `container`. `replacing` takes down the
 * standalone landing page first; the app then commits in the same task, so no empty frame shows.
 */
export function startApp(container: HTMLElement, replacing?: () => void) {
  const app = (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        {createApp()}
      </ThemeProvider>
    </StrictMode>
  );
  if (!replacing) return createRoot(container).render(app);
  replacing();
  const root = createRoot(container);
  flushSync(() => root.render(app));
}
