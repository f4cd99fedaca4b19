// Real API and worker processes from the built output (api/dist, workflows/dist), pointed at the
// integration services, as `npm start` and docker-compose run them. stopAll() kills every one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..', '..');

export interface AppProcess {
  name: string;
  pid: number;
  logFile: string;
  /** The identity a worker gives Temporal (the SDK's default, `pid@host`), seen in workflow histories. */
  identity: string;
  readonly exited: boolean;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface ApiProcess extends AppProcess {
  url: string;
}

interface SpawnedChild {
  child: { pid: number; kill(signal: string): boolean };
  logFile: string;
  exited: boolean;
  exit: Promise<unknown>;
  stop(timeoutMs?: number): Promise<void>;
}

/** Compiles the API and the worker (incremental: quick when nothing changed). */
export function buildServer(): void {
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'api', 'workflows'],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

export class AppProcesses {
  private readonly children: SpawnedChild[] = [];
  readonly services = inject('services');
  readonly logDir: string;
  private readonly since = new Date();
  private othersStopped?: Promise<void>;

  constructor(private readonly env: Record<string, string>) {
    this.logDir = fs.mkdtempSync(path.join(this.services.dataDir, 'scale-out-'));
  }

  /**
   * A worker reconciles every synth in the database onto its own task queue as it starts, so the
   * synths earlier test files left behind would have their schedules fire on this file's workers
   * (with this file's model and counters). They are stopped first, as their files are over.
   */
  private stopEarlierFilesSynths(): Promise<void> {
    this.othersStopped ??= this.stopSynthsCreatedBefore(this.since);
    return this.othersStopped;
  }

  private async stopSynthsCreatedBefore(since: Date): Promise<void> {
    const db = new pg.Client({ connectionString: this.baseEnv().DATABASE_URL });
    await db.connect();
    try {
      await db.query(`update synths set status = 'inactive' where status = 'active' and created_at < $1`, [since]);
    } finally {
      await db.end();
    }
  }

  private baseEnv(): Record<string, string> {
    const s = this.services;
    return {
      NODE_ENV: 'test',
      DATABASE_URL: s.databaseUrl,
      TEMPORAL_ADDRESS: s.temporalAddress,
      TEMPORAL_NAMESPACE: 'default',
      FIREBASE_AUTH_EMULATOR_HOST: s.authEmulatorHost,
      FIREBASE_PROJECT_ID: 'demo-synth',
      SES_ENDPOINT: s.sesUrl,
      AI_PROVIDER: 'local',
      // The test machine runs every process at once: a late loop there is not overload.
      API_SHED_LAG_MS: '0',
      DATA_DIR: s.dataDir,
      ...this.env,
    };
  }

  private async spawn(name: string, nodeArgs: string[], env: Record<string, string>): Promise<SpawnedChild> {
    const { spawnChild } = await import('../../../scripts/lib/local-services.mjs');
    const child = spawnChild(name, process.execPath, nodeArgs, {
      env: { ...this.baseEnv(), ...env },
      logDir: this.logDir,
    }) as SpawnedChild;
    this.children.push(child);
    return child;
  }

  private wrap<T extends object>(name: string, c: SpawnedChild, extra: T): AppProcess & T {
    return {
      ...extra,
      name,
      pid: c.child.pid,
      logFile: c.logFile,
      identity: `${c.child.pid}@${os.hostname()}`,
      get exited() {
        return c.exited;
      },
      async kill(signal) {
        if (c.exited) return;
        c.child.kill(signal);
        await c.exit;
      },
    };
  }

  async startApi(name: string): Promise<ApiProcess> {
    const { freePort } = await import('../../../scripts/lib/ports.mjs');
    const port = await freePort();
    const { apiNodeArgs } = await import('../../../scripts/lib/app-commands.mjs');
    const c = await this.spawn(name, apiNodeArgs(), { PORT: String(port) });
    const url = `http://127.0.0.1:${port}`;
    await this.until(c, `${name} /readyz`, async () => (await fetch(`${url}/readyz`).catch(() => null))?.ok === true);
    return this.wrap(name, c, { url });
  }

  async startWorker(name: string): Promise<AppProcess> {
    await this.stopEarlierFilesSynths();
    const { workerEnv, workerNodeArgs } = await import('../../../scripts/lib/app-commands.mjs');
    const c = await this.spawn(name, workerNodeArgs(), workerEnv({}));
    await this.until(c, `${name} polling`, async () =>
      fs.readFileSync(c.logFile, 'utf8').includes('[worker] polling task queue'),
    );
    return this.wrap(name, c, {});
  }

  /** Kills every process still running; safe to call more than once and after failures. */
  async stopAll(): Promise<void> {
    await Promise.allSettled(this.children.map((c) => c.stop(5000)));
  }

  private async until(c: SpawnedChild, what: string, ready: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await ready().catch(() => false))) {
      if (c.exited || Date.now() > deadline) {
        const log = fs.existsSync(c.logFile)
          ? fs.readFileSync(c.logFile, 'utf8').split('\n').slice(-20).join('\n')
          : '';
        throw new Error(
          `${what}: ${c.exited ? 'the process exited' : `not ready within ${timeoutMs / 1000} s`}. Its log ends with:\n${log}`,
        );
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
