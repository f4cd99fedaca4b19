import { Router } from 'express';
import type { Services } from '../../services';

/**
 * /healthz: the process is up. /readyz: the database and Temporal answer (200), or not (503). Both are
 * public, so /readyz says only ready or not ready; why a dependency failed goes to the server log.
 */
export function healthRoutes(services: Services): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  r.get('/readyz', async (_req, res) => {
    const answers = await Promise.all([
      reachable('database', () => services.orm.em.execute('select 1')),
      reachable('Temporal', async () => (await services.temporal.get()).workflowService.getSystemInfo({})),
    ]);
    const ok = answers.every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'not ready' });
  });
  return r;
}

async function reachable(name: string, check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (err) {
    console.error(`[readyz] ${name} unreachable: ${(err as Error).message}`);
    return false;
  }
}
