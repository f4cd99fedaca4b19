// What `docker build` leaves out of the image, read with Docker's own rules: a pattern matches from
// the context's root (Go's filepath.Match, plus ** for any number of folders), a match excludes a
// folder with all it holds, and the last matching line wins (! includes again).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

function patternRegex(pattern: string): RegExp {
  const source = pattern
    .replace(/^\/+/, '')
    .split('/')
    .map((part) =>
      part === '**'
        ? '.*'
        : part
            .replace(/[.+^${}()|\\]/g, '\\$&')
            .replace(/\*/g, '[^/]*')
            .replace(/\?/g, '[^/]'),
    )
    .join('/');
  // "**/" may also match no folder at all.
  return new RegExp(`^${source.replace(/\.\*\//g, '(?:.*/)?')}(?:/.*)?$`);
}

function isIgnored(rules: string, file: string): boolean {
  let ignored = false;
  for (const raw of rules.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const negated = line.startsWith('!');
    if (patternRegex(negated ? line.slice(1) : line).test(file)) ignored = !negated;
  }
  return ignored;
}

describe('.dockerignore', () => {
  const rules = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8');

  it.each([
    '.env',
    '.env.local',
    '.env.production',
    'api/.env',
    'deploy/.env.prod',
    'firebase-service-account.json',
    'deploy/firebase-service-account.json',
    'secrets/gcp-credentials.json',
    'server.pem',
    'deploy/tls/server.key',
    'certs/client.p12',
    '.data/postgres/PG_VERSION',
    'node_modules/express/index.js',
    'api/dist/server.js',
    '.git/config',
    'dev-services/social/linkedin.mjs',
    'test-support/env.ts',
  ])('leaves %s out of the image', (file) => {
    expect(isIgnored(rules, file)).toBe(true);
  });

  it.each([
    '.env.example',
    'package.json',
    'api/src/server.ts',
    'core/src/config.ts',
    'deploy/nginx.conf',
    'workflows/temporal-dynamic-config.json',
  ])('keeps %s', (file) => {
    expect(isIgnored(rules, file)).toBe(false);
  });

  it("reads patterns with Docker's rules (the checks above can fail)", () => {
    expect(isIgnored('*.pem', 'deploy/server.pem')).toBe(false); // rooted: only the top folder
    expect(isIgnored('**/*.pem', 'deploy/server.pem')).toBe(true);
    expect(isIgnored('**/.env.*\n!.env.example', '.env.example')).toBe(false);
    expect(isIgnored('.data', '.data/logs/api.log')).toBe(true);
  });
});
