// Route module wrapping every login-required page: the auth guard, Relay and the run toasts.
// Lazy, so the landing and login pages never download the Relay runtime.
import { RelayEnvironmentProvider } from 'react-relay';
import { RequireAuth } from '../auth/guards';
import { useSession } from '../auth/useSession';
import { RunToasts } from '../realtime/RunToasts';
import { getEnvironment } from '../relay/environment';

export function Component() {
  const { user } = useSession();
  return (
    <RelayEnvironmentProvider environment={getEnvironment(user?.firebaseUid ?? null)}>
      {user && <RunToasts />}
      <RequireAuth />
    </RelayEnvironmentProvider>
  );
}
