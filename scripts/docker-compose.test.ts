import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const hasCompose = spawnSync('sh', ['-c', 'command -v docker-compose']).status === 0;

describe('docker-compose.yml', () => {
  // CI installs Debian's docker-compose; on a laptop without it this check is skipped, not faked.
  it.skipIf(!hasCompose && !process.env.CI)('is accepted by `docker-compose config` and declares the production stack', () => {
    const r = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, APP_SECRET: 'compose-check', FIREBASE_SERVICE_ACCOUNT_FILE: './package.json' },
    });
    expect(r.stderr).not.toMatch(/ERROR/);
    expect(r.status).toBe(0);
    for (const service of ['postgres:', 'temporal:', 'temporal-ui:', 'api:', 'worker:']) expect(r.stdout).toContain(service);
    expect(r.stdout).toContain('healthcheck');
  });

  it.skipIf(!hasCompose && !process.env.CI)('refuses to start without APP_SECRET', () => {
    const env = { ...process.env, FIREBASE_SERVICE_ACCOUNT_FILE: './package.json' } as Record<string, string>;
    delete env.APP_SECRET;
    const r = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], { cwd: root, encoding: 'utf8', env });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/APP_SECRET/);
  });
});
