import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

/** One service's lines in docker-compose.yml, up to the next service. */
function composeService(name: string): string {
  const compose = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  const from = compose.indexOf(`\n  ${name}:`);
  const next = compose.slice(from + 1).search(/\n {2}[\w-]+:/);
  return next < 0 ? compose.slice(from) : compose.slice(from, from + 1 + next);
}
const hasCompose = spawnSync('sh', ['-c', 'command -v docker-compose']).status === 0;
if (!hasCompose && !process.env.CI)
  console.warn(
    '[docker-compose.test] skipping the `docker-compose config` checks: the docker-compose binary is not installed (Debian package docker-compose; .ci/run installs it).',
  );

/** What `docker-compose config` prints for the file, asked once for every test (it takes seconds on a busy machine). */
let rendered: SpawnSyncReturns<string> | undefined;
function composeConfig() {
  rendered ??= spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...REQUIRED_SETTINGS, FIREBASE_SERVICE_ACCOUNT_FILE: './package.json' },
  });
  return rendered;
}

/** The settings docker-compose.yml refuses to go without. */
const REQUIRED_SETTINGS = {
  APP_SECRET: 'compose-check',
  PUBLIC_URL: 'https://synth.example.com',
  FIREBASE_PROJECT_ID: 'synth-production',
};

interface PublishedPort {
  hostIp: string;
  published: string;
  target: string;
}

/**
 * The host ports a service block of `docker-compose config` publishes, in either form it prints:
 * `- 127.0.0.1:8233:8080/tcp` (docker-compose 1.x) or `- host_ip: … published: … target: …` (2.x).
 * No host address means every interface.
 */
function publishedPorts(block: string): PublishedPort[] {
  const lines = block.split('\n');
  const start = lines.findIndex((l) => /^ {4}ports:\s*$/.test(l));
  if (start < 0) return [];
  const ports: PublishedPort[] = [];
  for (let i = start + 1; i < lines.length && /^ {4}(-| {2})/.test(lines[i]); i++) {
    const short = /^ {4}- ['"]?([^'"]+?)['"]?\s*$/.exec(lines[i]);
    if (short && !short[1].includes(': ')) {
      const parts = short[1].replace(/\/\w+$/, '').split(':');
      const [hostIp, published, target] =
        parts.length === 3 ? parts : ['', ...(parts.length === 2 ? parts : ['', parts[0]])];
      ports.push({ hostIp, published, target });
      continue;
    }
    if (/^ {4}- /.test(lines[i])) ports.push({ hostIp: '', published: '', target: '' });
    const field = /^ {4}[- ] (host_ip|published|target): ['"]?([^'"]*?)['"]?\s*$/.exec(lines[i]);
    if (field)
      ports[ports.length - 1][field[1] === 'host_ip' ? 'hostIp' : (field[1] as 'published' | 'target')] = field[2];
  }
  return ports;
}

/** Every service name of the normalised config. */
function serviceNames(config: string): string[] {
  const lines = config.split('\n');
  const names: string[] = [];
  for (let i = lines.indexOf('services:') + 1; i < lines.length && !/^\S/.test(lines[i]); i++) {
    const m = /^ {2}([\w.-]+):\s*$/.exec(lines[i]);
    if (m) names.push(m[1]);
  }
  return names;
}

/** One service's block of the normalised `docker-compose config` output (services are indented by two). */
function serviceBlock(config: string, name: string): string {
  const lines = config.split('\n');
  const start = lines.indexOf(`  ${name}:`);
  if (start < 0) throw new Error(`no service ${name} in the compose config`);
  const end = lines.findIndex((l, i) => i > start && /^ {0,2}\S/.test(l));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

describe('docker-compose.yml', { timeout: 60_000 }, () => {
  // CI installs Debian's docker-compose; on a laptop without it this check is skipped, not faked.
  it.skipIf(!hasCompose && !process.env.CI)(
    'is accepted by `docker-compose config` and declares the production stack',
    () => {
      const r = composeConfig();
      expect(r.stderr).not.toMatch(/ERROR/);
      expect(r.status).toBe(0);
      for (const service of ['postgres:', 'temporal:', 'temporal-ui:', 'api:', 'worker:', 'proxy:'])
        expect(r.stdout).toContain(service);
      expect(r.stdout).toContain('healthcheck');
    },
  );

  // `docker-compose up --scale api=2 --scale worker=3` fails when a scaled service pins a host
  // port or a container name; only the proxy publishes the app port.
  it.skipIf(!hasCompose && !process.env.CI)('lets api and worker scale: only the proxy publishes the app port', () => {
    const { stdout } = composeConfig();
    for (const scaled of ['api', 'worker']) {
      const block = serviceBlock(stdout, scaled);
      expect(block).not.toMatch(/^ {4}ports:/m);
      expect(block).not.toMatch(/^ {4}container_name:/m);
    }
    const proxy = serviceBlock(stdout, 'proxy');
    expect(proxy).toMatch(/published: 8080/);
    expect(proxy).toMatch(/deploy\/nginx\.conf:\/etc\/nginx\/conf\.d\/default\.conf/);
    // Behind the proxy every request comes from its address: the api must read the client's from
    // X-Forwarded-For, or per-IP rate limits would count all users as one.
    expect(serviceBlock(stdout, 'api')).toMatch(/TRUST_PROXY: loopback, uniquelocal/);
  });

  // Whoever reaches Temporal's frontend can start, cancel or read any workflow, and its UI has no sign-in.
  it.skipIf(!hasCompose && !process.env.CI)(
    'publishes no Temporal frontend port, and the Temporal UI on loopback only',
    () => {
      const r = composeConfig();
      expect(r.status).toBe(0);
      const services = serviceNames(r.stdout);
      expect(services).toEqual(expect.arrayContaining(['temporal', 'temporal-ui', 'proxy']));
      const published = services.flatMap((name) =>
        publishedPorts(serviceBlock(r.stdout, name)).map((p) => ({ name, ...p })),
      );
      expect(publishedPorts(serviceBlock(r.stdout, 'temporal'))).toEqual([]);
      expect(published.filter((p) => p.published === '7233' || p.target === '7233')).toEqual([]);
      const ui = publishedPorts(serviceBlock(r.stdout, 'temporal-ui'));
      expect(ui.length).toBeGreaterThan(0);
      for (const p of ui) expect(p.hostIp).toBe('127.0.0.1');
      // Only the app's proxy listens on every interface.
      expect(published.filter((p) => p.hostIp !== '127.0.0.1').map((p) => p.name)).toEqual(['proxy']);
    },
  );

  it('reads published ports in both forms docker-compose prints (the check above can fail)', () => {
    const v1 =
      "  temporal:\n    image: t\n    ports:\n    - 7233:7233/tcp\n    - 127.0.0.1:8233:8080/tcp\n    - '9000'\n    volumes:\n    - a:b";
    expect(publishedPorts(v1)).toEqual([
      { hostIp: '', published: '7233', target: '7233' },
      { hostIp: '127.0.0.1', published: '8233', target: '8080' },
      { hostIp: '', published: '', target: '9000' },
    ]);
    const v2 =
      '  ui:\n    ports:\n    - mode: ingress\n      host_ip: 127.0.0.1\n      target: 8080\n      published: "8233"\n      protocol: tcp\n    - mode: ingress\n      target: 7233\n      published: "7233"\n';
    expect(publishedPorts(v2)).toEqual([
      { hostIp: '127.0.0.1', published: '8233', target: '8080' },
      { hostIp: '', published: '7233', target: '7233' },
    ]);
    expect(publishedPorts('  api:\n    expose:\n    - "8080"')).toEqual([]);
  });

  // Containers run the API and the worker with the V8 settings every other launcher uses.
  it('runs the api with the same node flags as npm start and the benches', async () => {
    const { API_NODE_FLAGS, API_SCRIPT } = await import('./lib/app-commands.mjs');
    const api = composeService('api');
    const command = /^ {4}command: (\[.*\])$/m.exec(api)?.[1];
    expect(command && JSON.parse(command)).toEqual(['node', ...API_NODE_FLAGS, API_SCRIPT]);
  });

  it('runs the worker with the same node flags as npm start and the benches', async () => {
    const { WORKER_NODE_FLAGS, WORKER_SCRIPT } = await import('./lib/app-commands.mjs');
    const worker = composeService('worker');
    const command = /^ {4}command: (\[.*\])$/m.exec(worker)?.[1];
    expect(command && JSON.parse(command)).toEqual(['node', ...WORKER_NODE_FLAGS, WORKER_SCRIPT]);
  });

  it('gives the worker the same allocator settings as npm start and the benches', async () => {
    const { WORKER_ENV } = await import('./lib/app-commands.mjs');
    const worker = composeService('worker');
    for (const [name, value] of Object.entries(WORKER_ENV))
      expect(worker).toMatch(new RegExp(`^ {6}${name}: "${value}"$`, 'm'));
  });
});

describe('the reverse proxy in front of the api containers', { timeout: 60_000 }, () => {
  const conf = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');

  it('sends every request to the api service by name, looked up at request time (new replicas join)', () => {
    expect(conf).toMatch(/resolver 127\.0\.0\.11/);
    expect(conf).toMatch(/set \$api http:\/\/api:8080;\s*proxy_pass \$api;/);
  });

  it('passes WebSocket upgrades through for /graphql and /ws, and keeps live sockets open', () => {
    expect(conf).toMatch(/proxy_http_version 1\.1;/);
    expect(conf).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(conf).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(conf).toMatch(/map \$http_upgrade \$connection_upgrade \{\s*default upgrade;/);
    expect(Number(/proxy_read_timeout (\d+)h;/.exec(conf)?.[1] ?? 0)).toBeGreaterThanOrEqual(1);
  });

  // Production refuses the emulator's demo project and an http address: compose asks for them instead of defaulting.
  it.skipIf(!hasCompose && !process.env.CI).each(Object.keys(REQUIRED_SETTINGS))(
    'refuses to start without %s',
    (name) => {
      const env = { ...process.env, ...REQUIRED_SETTINGS, FIREBASE_SERVICE_ACCOUNT_FILE: './package.json' } as Record<
        string,
        string
      >;
      delete env[name];
      const r = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
        cwd: root,
        encoding: 'utf8',
        env,
      });
      expect(r.status).not.toBe(0);
      expect(r.stderr).toContain(name);
    },
  );
});
