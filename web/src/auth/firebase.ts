// Firebase Auth is loaded on demand (sign-in and sign-out only) to keep it out of the landing bundle.
import type { Auth } from 'firebase/auth';
import { getClientConfig } from '../api/auth';

let authPromise: Promise<Auth> | null = null;

export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ initializeApp, getApps }, { getAuth, connectAuthEmulator }, config] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
      getClientConfig(),
    ]);
    const app =
      getApps()[0] ??
      initializeApp({
        // The emulator accepts any key; production config always carries one.
        apiKey: config.firebase.apiKey ?? 'demo-api-key',
        authDomain: config.firebase.authDomain,
        projectId: config.firebase.projectId,
      });
    const auth = getAuth(app);
    if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    return auth;
  })().catch((err) => {
    authPromise = null; // let the next attempt retry
    throw err;
  });
  return authPromise;
}
