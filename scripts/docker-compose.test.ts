import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const hasCompose = spawnSync('sh', ['-c', 'command -v docker-compose']).status === 0;

function composeConfig() {
  return spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, APP_SECRET: 'compose-check', FIREBASE_SERVICE_ACCOUNT_FILE: './package.json' },
  });
}

/** One service's block of the normalised `docker-compose config` output (services are indented by two). */
function serviceBlock(config: string, name: string): string {
  const lines = config.split('\n');
  const start = lines.indexOf(`  ${name}:`);
  if (start < 0) throw new Error(`no service ${name} in the compose config`);
  const end = lines.findIndex((l, i) => i > start && /^ {0,2}\S/.test(l));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

describe('docker-compose.yml', () => {
  // CI installs Debian's docker-compose; on a laptop without it this check is skipped, not faked.
  it.skipIf(!hasCompose && !process.env.CI)('is accepted by `docker-compose config` and declares the production stack', () => {
    const r = composeConfig();
    expect(r.stderr).not.toMatch(/ERROR/);
    expect(r.status).toBe(0);
    for (const service of ['postgres:', 'temporal:', 'temporal-ui:', 'api:', 'worker:', 'proxy:']) expect(r.stdout).toContain(service);
    expect(r.stdout).toContain('healthcheck');
  });

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

  // Containers run the worker with the V8 settings every other launcher uses.
  it('runs the worker with the same node flags as npm start and the benches', async () => {
    const { WORKER_NODE_FLAGS, WORKER_SCRIPT } = await import('./lib/app-commands.mjs');
    const compose = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    const worker = compose.slice(compose.indexOf('\n  worker:'));
    const command = /^ {4}command: (\[.*\])$/m.exec(worker)?.[1];
    expect(command && JSON.parse(command)).toEqual(['node', ...WORKER_NODE_FLAGS, WORKER_SCRIPT]);
  });
});

describe('the reverse proxy in front of the api containers', () => {
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

  it.skipIf(!hasCompose && !process.env.CI)('refuses to start without APP_SECRET', () => {
    const env = { ...process.env, FIREBASE_SERVICE_ACCOUNT_FILE: './package.json' } as Record<string, string>;
    delete env.APP_SECRET;
    const r = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], { cwd: root, encoding: 'utf8', env });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/APP_SECRET/);
  });
});
