// The Kubernetes chart in deploy/helm, rendered by helm and checked against the Kubernetes schemas
// (strictly: a field Kubernetes does not know fails), as an operator would install it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHelmTools } from './lib/helm.mjs';

const root = path.resolve(__dirname, '..');
const chart = path.join(root, 'deploy', 'helm', 'synth');
/** The oldest Kubernetes release still supported upstream when the chart was written. */
const KUBERNETES_VERSION = '1.33.0';

function tools() {
  const found = findHelmTools();
  if (!found) throw new Error('helm and kubernetes-validate are not on this machine: `npm test` provides them');
  return found;
}

function render(...args: string[]): string {
  const r = spawnSync(tools().helm, ['template', 'synth', chart, ...args], { encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout;
}

function validate(manifests: string): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-chart-'));
  try {
    const file = path.join(dir, 'rendered.yaml');
    fs.writeFileSync(file, manifests);
    const r = spawnSync(tools().validate, ['--strict', '-k', KUBERNETES_VERSION, file], { encoding: 'utf8' });
    return { status: r.status, output: `${r.stdout}${r.stderr}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The lines of one rendered object, from its `kind:` to the next document. */
function objectOf(manifests: string, kind: string, name: string): string {
  const doc = manifests.split(/^---$/m).find((d) => d.includes(`kind: ${kind}`) && d.includes(`name: ${name}`));
  if (!doc) throw new Error(`no ${kind} ${name} rendered`);
  return doc;
}

describe('deploy/helm/synth', () => {
  it('renders objects Kubernetes accepts', () => {
    const manifests = render();
    const { status, output } = validate(manifests);
    expect(output).not.toMatch(/ERROR/);
    expect(status).toBe(0);
    for (const kind of ['Deployment', 'Service', 'ConfigMap', 'Ingress']) expect(manifests).toContain(`kind: ${kind}`);
  }, 60_000);

  it('refuses what Kubernetes does not know (the check can fail)', () => {
    const manifests = render('--set-json', 'api.resources={"requests":{"cpu":"250m"},"reserve":"1"}');
    const { status, output } = validate(manifests);
    expect(status).not.toBe(0);
    expect(output).toMatch(/'reserve' was unexpected/);
  }, 60_000);

  it('probes the API on /readyz and /healthz, and asks for resources for the API and the worker', () => {
    const manifests = render();
    const api = objectOf(manifests, 'Deployment', 'synth-api');
    expect(api).toMatch(/readinessProbe:\s+httpGet: \{ path: \/readyz,/);
    expect(api).toMatch(/livenessProbe:\s+httpGet: \{ path: \/healthz,/);
    for (const name of ['synth-api', 'synth-worker'])
      expect(objectOf(manifests, 'Deployment', name)).toMatch(
        /resources:\s+limits:[\s\S]*requests:\s+cpu: \S+\s+memory: \S+/,
      );
  });

  it("sets the worker's concurrency from its value", () => {
    const worker = objectOf(render('--set', 'worker.maxConcurrentActivities=37'), 'Deployment', 'synth-worker');
    expect(worker).toMatch(/- name: WORKER_MAX_CONCURRENT_ACTIVITIES\s+value: "37"/);
  });
});
