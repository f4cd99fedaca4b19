import { createRequire } from 'node:module';
import { ROOT } from '../paths.mjs';
import { assertPortFree } from '../ports.mjs';
import { ready, spawnChild } from './children.mjs';

const require = createRequire(import.meta.url);

/** aws-ses-v2-local: the SES v1/v2 API and a web view of sent mail (GET /store lists it). */
export async function startSes({ port, logDir }) {
  await assertPortFree(port, 'local SES', 'SES_PORT');
  const bin = require.resolve('aws-ses-v2-local/dist/cli.js', { paths: [ROOT] });
  const svc = spawnChild('ses', process.execPath, [bin, '--port', String(port), '--host', '127.0.0.1'], { logDir });
  await ready(svc, port, 'The local SES', 30_000);
  return { url: `http://127.0.0.1:${port}`, stop: () => svc.stop() };
}
