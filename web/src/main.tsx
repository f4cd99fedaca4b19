import { ThemeProvider } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initSession } from './auth/probeSession';
import { SIGNED_IN_HINT_COOKIE } from '@synth/core/pure';
import { startsWithLanding } from './screens/Landing/startsWithLanding';
import { GlobalStyles, theme } from './theme';

const root = createRoot(document.getElementById('root')!);

function show(page: ReactNode) {
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        {page}
      </ThemeProvider>
    </StrictMode>,
  );
}

let appStarted = false;

/** The router, Relay and every screen; `path` is pushed first when leaving the standalone landing page. */
async function startApp(path?: string) {
  if (appStarted) return;
  appStarted = true;
  // Ask the server who is signed in while the app's code downloads.
  void initSession();
  const { createApp } = await import('./App');
  if (path) {
    window.history.pushState(null, '', path);
    window.scrollTo(0, 0);
  }
  show(createApp());
}

// Without the sign-in hint nobody is signed in here: the landing page shows at once, with neither a
// session check nor the router's and Relay's code. In the built app its prerendered HTML is already
// on screen; this render replaces it with the live page in one commit.
if (startsWithLanding(SIGNED_IN_HINT_COOKIE)) {
  void import('./screens/Landing/StandaloneLanding').then(({ StandaloneLanding }) => show(<StandaloneLanding openApp={(path) => void startApp(path)} />));
} else {
  void startApp();
}
