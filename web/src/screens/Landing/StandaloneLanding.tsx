import { LandingNavigation } from './inAppLink';
import { Landing } from './Landing';

/**
 * The landing page for a visitor with no sign-in hint, shown before (and without) the router,
 * Relay and the session check; following one of its links starts the full app at that path.
 */
export function StandaloneLanding({ openApp }: { openApp: (path: string) => void }) {
  return (
    <LandingNavigation.Provider value={openApp}>
      <Landing />
    </LandingNavigation.Provider>
  );
}
