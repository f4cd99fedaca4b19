import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../auth/useSession';
import { sameHostWsUrl } from '../relay/wsUrl';
import { toast } from '../toast/toastStore';
import { RealtimeClient } from './RealtimeClient';

/** Keeps the /ws channel open for a signed-in user away from the landing page (spec §4). */
export function useRealtimeChannel(): void {
  const { user } = useSession();
  const { pathname } = useLocation();
  const uid = user?.firebaseUid;
  const onLanding = pathname === '/';

  useEffect(() => {
    if (!uid || onLanding) return;
    const client = new RealtimeClient({
      url: sameHostWsUrl('/ws'),
      userId: uid,
      notify: toast,
      isLandingPage: () => window.location.pathname === '/',
    });
    client.start();
    return () => client.stop();
  }, [uid, onLanding]);
}
