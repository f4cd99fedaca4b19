import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Config } from '@synth/core/config';

let app: App | undefined;

/**
 * firebase-admin picks up FIREBASE_AUTH_EMULATOR_HOST by itself; with real Firebase it uses
 * Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS).
 */
export function firebaseAuth(config: Config): Auth {
  if (!app) {
    app = getApps()[0] ?? initializeApp({ projectId: config.firebase.projectId });
  }
  return getAuth(app);
}
