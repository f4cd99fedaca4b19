import { logout } from '../api/auth';
import { sessionStore } from './sessionStore';

/** Ends the server session and the Firebase session; the caller then goes to /login. */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch (err) {
    console.error('Logout request failed', err);
  }
  try {
    const [{ getFirebaseAuth }, { signOut: firebaseSignOut }] = await Promise.all([
      import('./firebase'),
      import('firebase/auth'),
    ]);
    await firebaseSignOut(await getFirebaseAuth());
  } catch (err) {
    console.error('Firebase sign-out failed', err);
  }
  sessionStore.setUser(null);
}
