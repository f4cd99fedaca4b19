// Points the configuration at the services started by global-setup; call before loadConfig().
import { inject } from 'vitest';

export function useTestServices(extra: Record<string, string> = {}) {
  const s = inject('services');
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: s.databaseUrl,
    TEMPORAL_ADDRESS: s.temporalAddress,
    TEMPORAL_NAMESPACE: 'default',
    FIREBASE_AUTH_EMULATOR_HOST: s.authEmulatorHost,
    FIREBASE_PROJECT_ID: 'demo-synth',
    SES_ENDPOINT: s.sesUrl,
    AI_PROVIDER: 'local',
    PORT: '0',
    DATA_DIR: s.dataDir,
    // The API shares this process with the worker and the test itself, whose pauses are not overload.
    API_SHED_LAG_MS: '0',
    ...extra,
  });
  return s;
}
