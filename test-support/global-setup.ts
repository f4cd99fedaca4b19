// Starts the real local services once for all integration tests: PostgreSQL, the Temporal dev
// server, the Firebase Auth emulator and local SES, each on a free port with throwaway data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export interface TestServices {
  databaseUrl: string;
  temporalAddress: string;
  authEmulatorHost: string;
  sesUrl: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    services: TestServices;
  }
}

export default async function setup(project: TestProject) {
  const { startPostgres, startTemporal, startAuthEmulator, startSes } =
    await import('../scripts/lib/local-services.mjs');
  const { stopEverything } = await import('../scripts/lib/supervisor.mjs');
  const { freePort } = await import('../scripts/lib/ports.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-it-'));
  fs.chmodSync(dataDir, 0o755);
  const logDir = path.join(dataDir, 'logs');
  const log = () => {};
  // One service failing to start stops the others, started or still starting: nothing outlives the run.
  const [pg, temporal, auth, ses] = await Promise.all([
    startPostgres({ dataDir, port: await freePort(), ephemeral: true, log }),
    startTemporal({
      port: await freePort(),
      uiPort: 0,
      headless: true,
      logDir,
      log: (m: string) => console.log(`[it] ${m}`),
    }),
    startAuthEmulator({ port: await freePort(), logDir }),
    startSes({ port: await freePort(), logDir }),
  ]).catch(async (err) => {
    await stopEverything();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  const services: TestServices = {
    databaseUrl: pg.url,
    temporalAddress: temporal.address,
    authEmulatorHost: auth.host,
    sesUrl: ses.url,
    dataDir,
  };
  project.provide('services', services);
  return async () => {
    await Promise.allSettled([temporal.stop(), auth.stop(), ses.stop()]);
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
