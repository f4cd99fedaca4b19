// docker-compose.yml runs the Temporal server the production-shape test runs: the same version, the
// same configuration file and dynamic config. nginx here is deploy/nginx.conf with only its address
// and its upstream changed.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPORAL_SERVER_VERSION } from './lib/temporal-server.mjs';
import { renderNginxSite } from './lib/nginx.mjs';

const root = path.resolve(__dirname, '..');
const compose = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');

describe("docker-compose.yml's Temporal", () => {
  it('runs the server version the tests build, and its schema tool from the same release', () => {
    const images = [...compose.matchAll(/image: (temporalio\/(?:server|admin-tools|auto-setup)):(\S+)/g)];
    expect(images.map(([, name]) => name).sort()).toEqual([
      'temporalio/admin-tools',
      'temporalio/admin-tools',
      'temporalio/server',
    ]);
    for (const [, , tag] of images) expect(tag).toBe(TEMPORAL_SERVER_VERSION);
  });

  it('reads the configuration file and the dynamic config the tests and npm start use', () => {
    expect(compose).toContain('./deploy/temporal/config.yaml:/etc/temporal/synth/config.yaml:ro');
    expect(compose).toContain('TEMPORAL_SERVER_CONFIG_FILE_PATH: /etc/temporal/synth/config.yaml');
    expect(compose).toContain('./workflows/temporal-dynamic-config.json:/etc/temporal/synth/dynamic-config.yaml:ro');
    expect(compose).toContain('DYNAMIC_CONFIG_FILE_PATH: /etc/temporal/synth/dynamic-config.yaml');
  });

  it("has its dynamic settings copied into the Helm values for Temporal's chart, which cannot read the file", () => {
    const dynamic = JSON.parse(fs.readFileSync(path.join(root, 'workflows', 'temporal-dynamic-config.json'), 'utf8'));
    const helmValues = fs.readFileSync(path.join(root, 'deploy', 'helm', 'temporal-values.yaml'), 'utf8');
    for (const [key, [{ value }]] of Object.entries<[{ value: unknown }]>(dynamic)) {
      if (typeof value === 'object' && value)
        for (const [field, v] of Object.entries(value))
          expect(helmValues).toMatch(new RegExp(`${key}:[^]*?${field}: ${v}`));
      else expect(helmValues).toContain(`${key}:\n      - value: ${String(value)}\n`);
    }
  });

  it('keeps the history shard count in the one configuration file (compose sets none of its own)', () => {
    const config = fs.readFileSync(path.join(root, 'deploy', 'temporal', 'config.yaml'), 'utf8');
    expect(config).toMatch(/numHistoryShards: \{\{ env "NUM_HISTORY_SHARDS" \| default "\d+" \}\}/);
    expect(compose).not.toMatch(/NUM_HISTORY_SHARDS/);
  });
});

describe('nginx rendered for this machine', () => {
  const conf = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');

  it('listens on loopback and spreads requests over the given APIs, the rest of the site as written', () => {
    const site = renderNginxSite(conf, { port: 9000, apiPorts: [9001, 9002] });
    expect(site).toMatch(/upstream synth_api \{\s*server 127\.0\.0\.1:9001;\s*server 127\.0\.0\.1:9002;\s*\}/);
    expect(site).toContain('listen 127.0.0.1:9000;');
    expect(site).toContain('set $api http://synth_api;');
    expect(site).not.toContain('resolver ');
    // Everything else is the deployed file's: the WebSocket upgrade, timeouts, retries.
    const unchanged = (text: string) =>
      text
        .split('\n')
        .filter((l) => !/^resolver|set \$api|listen /.test(l))
        .join('\n');
    expect(unchanged(site)).toContain(unchanged(conf).trim());
  });

  it('refuses a deploy/nginx.conf whose lines it would no longer adapt', () => {
    expect(() => renderNginxSite(conf.replace('listen 8080;', 'listen 80;'), { port: 1, apiPorts: [2] })).toThrow(
      /no longer matches/,
    );
  });
});
