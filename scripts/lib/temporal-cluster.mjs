// The production Temporal engine on PostgreSQL: its two databases made with the schema tool, then
// temporal-server run from deploy/temporal/config.yaml (the file docker-compose mounts), either as
// one process with every service or as one process per service, each restartable on its own.
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { FriendlyError, assertPortFree, freePort, tcpOpen, waitFor } from './ports.mjs';
import { runStep, tailOf } from './steps.mjs';

const TEMPORAL_CONFIG_FILE = path.join(ROOT, 'deploy', 'temporal', 'config.yaml');
const DYNAMIC_CONFIG_FILE = path.join(ROOT, 'workflows', 'temporal-dynamic-config.json');
/** The services a history, matching or frontend restart leaves the others running beside. */
const TEMPORAL_SERVICES = ['frontend', 'history', 'matching', 'worker'];
/** Databases of the default and the visibility store, and the embedded schema each one gets. */
const DATABASES = [
  { setting: 'DBNAME', name: 'temporal', schema: 'postgresql/v12/temporal' },
  { setting: 'VISIBILITY_DBNAME', name: 'temporal_visibility', schema: 'postgresql/v12/visibility' },
];
/** How long a namespace's retention keeps closed runs' histories. */
const RETENTION_SECONDS = 3 * 24 * 3600;

/**
 * Creates Temporal's two databases in the given PostgreSQL (when missing) and brings their schemas
 * to the version the tool embeds; safe on every start, as the schema tool only applies what is new.
 * @param {{ sqlTool: string, pg: { port: number, user: string, password: string, createDatabase: (name: string) => Promise<string> }, logFile: string, log: (m: string) => void }} options
 */
export async function setUpTemporalDatabases({ sqlTool, pg, logFile, log }) {
  const started = Date.now();
  log(`Setting up Temporal's databases (schema tool; log: ${path.relative(process.cwd(), logFile) || logFile})`);
  for (const db of DATABASES) {
    await pg.createDatabase(db.name);
    const base = ['--plugin', 'postgres12', '--ep', '127.0.0.1', '-p', String(pg.port), '-u', pg.user, '--db', db.name];
    const step = { cmd: sqlTool, env: { ...process.env, SQL_PASSWORD: pg.password }, logFile, log: () => {} };
    const failure = `Setting up Temporal's ${db.name} database failed`;
    await runStep({ ...step, label: `${db.name}: versioning`, args: [...base, 'setup-schema', '-v', '0.0'], failure });
    await runStep({
      ...step,
      label: `${db.name}: update`,
      args: [...base, 'update-schema', '--schema-name', db.schema],
      failure,
    });
  }
  log(`Temporal's databases are up to date (${Math.round((Date.now() - started) / 1000)} s)`);
}

/** Free ports for every service's gRPC and membership listeners (the frontend's gRPC port is given). */
async function portsFor(frontendPort) {
  const env = { FRONTEND_GRPC_PORT: String(frontendPort), FRONTEND_HTTP_PORT: String(await freePort()) };
  for (const s of TEMPORAL_SERVICES) {
    const key = s.toUpperCase();
    if (s !== 'frontend') env[`${key}_GRPC_PORT`] = String(await freePort());
    env[`${key}_MEMBERSHIP_PORT`] = String(await freePort());
  }
  return env;
}

/**
 * temporal-server on the databases set up above. `separate` runs each service in its own process
 * (restart(name) stops and starts one); otherwise one process runs them all, as docker-compose does.
 * Resolves once the frontend answers for the default namespace (registered here when missing).
 * @param {{ server: string, port: number, pg: { port: number, user: string, password: string }, logDir: string, spawnChild: Function, separate?: boolean, metricsPort?: number, pprofPort?: number }} options
 */
export async function startTemporalCluster({
  server,
  port,
  pg,
  logDir,
  spawnChild,
  separate = false,
  metricsPort,
  pprofPort,
}) {
  await assertPortFree(port, 'Temporal', 'TEMPORAL_PORT');
  const env = {
    ...(await portsFor(port)),
    POSTGRES_SEEDS: '127.0.0.1',
    DB_PORT: String(pg.port),
    POSTGRES_USER: pg.user,
    POSTGRES_PWD: pg.password,
    BIND_ON_IP: '127.0.0.1',
    TEMPORAL_BROADCAST_ADDRESS: '127.0.0.1',
    DYNAMIC_CONFIG_FILE_PATH: DYNAMIC_CONFIG_FILE,
    ...(metricsPort ? { PROMETHEUS_ENDPOINT: `127.0.0.1:${metricsPort}` } : {}),
    ...(pprofPort ? { PPROF_PORT: String(pprofPort) } : {}),
  };
  for (const db of DATABASES) env[db.setting] = db.name;
  const groups = separate ? TEMPORAL_SERVICES.map((s) => [s]) : [TEMPORAL_SERVICES];
  const procs = new Map();
  const spawn = (services) => {
    const name = separate ? `temporal-${services[0]}` : 'temporal-server';
    const args = [
      '--config-file',
      TEMPORAL_CONFIG_FILE,
      '--allow-no-auth',
      'start',
      ...services.flatMap((s) => ['--service', s]),
    ];
    const svc = spawnChild(name, server, args, { env, logDir });
    for (const s of services) procs.set(s, svc);
    return svc;
  };
  const listening = (svc, listenPort, what) =>
    waitFor(
      async () => {
        if (svc.spawnError) throw new FriendlyError(`${what} could not start: ${svc.spawnError}`);
        if (svc.exited)
          throw new FriendlyError(
            `${what} exited during start-up. Its log (${svc.logFile}) ends with:\n${lastLines(svc.logFile)}`,
          );
        return tcpOpen(listenPort);
      },
      { timeoutMs: 90_000, what },
    );
  const up = (services) =>
    listening(
      procs.get(services[0]),
      Number(env[`${services[0].toUpperCase()}_MEMBERSHIP_PORT`]),
      `temporal-server (${services.join(', ')})`,
    );
  // Each process listens for its peers (membership) once it has joined: the worker service has no
  // gRPC port of its own. The first process writes the cluster's metadata on a new database; the others, started
  // beside it, would race it for that row and stop.
  spawn(groups[0]);
  await up(groups[0]);
  for (const services of groups.slice(1)) spawn(services);
  await Promise.all(groups.slice(1).map(up));
  const address = `127.0.0.1:${port}`;
  await ensureNamespace(address, 'default');

  return {
    address,
    metricsUrl: metricsPort ? `http://127.0.0.1:${metricsPort}/metrics` : null,
    pprofUrl: pprofPort ? `http://127.0.0.1:${pprofPort}/debug/pprof` : null,
    /** The log file of the process that runs a service. */
    logFileOf: (service) => procs.get(service)?.logFile,
    /** Stops one service's process and starts it again on the same ports (separate processes only). */
    async restart(service, { signal } = {}) {
      if (!separate) throw new Error('restart(service) needs the services in separate processes');
      const old = procs.get(service);
      if (signal) old.child.kill(signal);
      await old.stop();
      const svc = spawn([service]);
      await listening(svc, Number(env[`${service.toUpperCase()}_MEMBERSHIP_PORT`]), `temporal-server (${service})`);
    },
    async stop() {
      // The frontend first, so no client is accepted while the others go.
      for (const s of TEMPORAL_SERVICES) await procs.get(s)?.stop();
    },
  };
}

/** The log's last lines, each cut short: the server logs JSON with whole stack traces. */
function lastLines(file) {
  return tailOf(file, 6)
    .split('\n')
    .map((l) => (l.length > 400 ? `${l.slice(0, 400)}…` : l))
    .join('\n');
}

/**
 * Registers the namespace when missing, then waits until a request for a run in it reaches the
 * history service: the frontend's namespace cache learns a new namespace some seconds later.
 */
async function ensureNamespace(address, namespace) {
  const { Connection } = await import('@temporalio/client');
  let connection;
  await waitFor(async () => (connection = await Connection.connect({ address }).catch(() => undefined)), {
    timeoutMs: 60_000,
    what: 'The Temporal frontend',
  });
  try {
    const service = connection.workflowService;
    await waitFor(
      async () => {
        try {
          await service.registerNamespace({
            namespace,
            workflowExecutionRetentionPeriod: { seconds: RETENTION_SECONDS },
          });
          return true;
        } catch (err) {
          // 6 = ALREADY_EXISTS; anything else (the cluster still forming) is tried again.
          return err?.code === 6;
        }
      },
      { timeoutMs: 90_000, what: `Registering the Temporal namespace ${namespace}` },
    );
    await waitFor(
      async () => {
        try {
          await service.describeWorkflowExecution({ namespace, execution: { workflowId: 'synth-readiness-probe' } });
          return true;
        } catch (err) {
          // 5 = NOT_FOUND for the probe's run (not its namespace): the history service answered.
          return err?.code === 5 && !/namespace/i.test(String(err?.details ?? err?.message));
        }
      },
      { timeoutMs: 90_000, what: `The Temporal namespace ${namespace}` },
    );
  } finally {
    await connection.close();
  }
}
