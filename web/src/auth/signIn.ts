import { getClientConfig, login } from '../api/auth';
import type { SessionUser } from '../api/types';
import { getFirebaseAuth } from './firebase';
import { sessionStore } from './sessionStore';

export interface EmulatorAccount {
  email: string;
  name: string;
}

/** True when sign-in goes to the local Firebase Auth emulator instead of Google. */
export async function usesAuthEmulator(): Promise<boolean> {
  return !!(await getClientConfig()).authEmulatorUrl;
}

/**
 * Google popup → ID token → session cookie (the server creates or looks up the user).
 * Against the Auth emulator the account comes from the in-app chooser instead: the popup needs
 * Google's own scripts, which a machine without internet cannot load. The emulator takes the
 * account's claims as an unsigned Google credential and issues a real emulator ID token.
 */
export async function signInWithGoogle(emulatorAccount?: EmulatorAccount): Promise<SessionUser> {
  try {
    const auth = await getFirebaseAuth();
    const { signInWithPopup, signInWithCredential, GoogleAuthProvider } = await import('firebase/auth');
    const credential = emulatorAccount
      ? await signInWithCredential(
          auth,
          GoogleAuthProvider.credential(
            JSON.stringify({
              sub: `emulator-${emulatorAccount.email.toLowerCase()}`,
              email: emulatorAccount.email,
              email_verified: true,
              name: emulatorAccount.name,
            }),
          ),
        )
      : await signInWithPopup(auth, new GoogleAuthProvider());
    const idToken = await credential.user.getIdToken();
    const { user } = await login(idToken);
    sessionStore.setUser(user);
    return user;
  } catch (err) {
    console.error('Sign-in failed', err);
    throw err;
  }
}
