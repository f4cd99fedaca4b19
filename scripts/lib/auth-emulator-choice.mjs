// Whether `npm start` runs the Firebase Auth emulator. The emulator accepts unsigned tokens, so it
// never runs in production, whatever else is (or is not) set: there the API and worker then refuse
// the missing Firebase project themselves, in one sentence.

/** Returns null to start the emulator, or the reason it is not started. */
export function authEmulatorSkipReason(env) {
  if (env.NODE_ENV === 'production')
    return 'production: the Firebase Auth emulator is never started; set FIREBASE_PROJECT_ID and GOOGLE_APPLICATION_CREDENTIALS for your Firebase project';
  if (env.FIREBASE_AUTH_EMULATOR_HOST) return `using the Firebase Auth emulator at ${env.FIREBASE_AUTH_EMULATOR_HOST}`;
  if (env.GOOGLE_APPLICATION_CREDENTIALS || (env.FIREBASE_PROJECT_ID && !env.FIREBASE_PROJECT_ID.startsWith('demo-')))
    return 'using Firebase Authentication';
  return null;
}
