import { ThemeProvider } from '@emotion/react';
import { GlobalStyles, theme } from '../../theme';
import { LandingNavigation } from './inAppLink';
import { Landing } from './Landing';

/**
 * The landing page for a visitor with no sign-in hint, shown before (and without) the router,
 * Relay and the session check; following one of its links starts the full app at that path.
 * The same tree is prerendered into index.html at build time.
 */
export function StandaloneLanding({ openApp }: { openApp: (path: string) => void }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <LandingNavigation.Provider value={openApp}>
        <Landing />
      </LandingNavigation.Provider>
    </ThemeProvider>
  );
}
