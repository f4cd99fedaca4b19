// Route module wrapping every login-required page: the auth guard, Relay and the /ws channel.
// Lazy, so the landing and login pages never download the Relay runtime.
import { RelayEnvironmentProvider } from 'react-relay';
import { RequireAuth } from '../auth/guards';
import { useSession } from '../auth/useSession';
import { useRealtimeChannel } from '../realtime/useRealtimeChannel';
import { getEnvironment } from '../relay/environment';

export function Component() {
  const { user } = useSession();
  useRealtimeChannel();
  return (
    <RelayEnvironmentProvider environment={getEnvironment(user?.firebaseUid ?? null)}>
      <RequireAuth />
    </RelayEnvironmentProvider>
  );
}
