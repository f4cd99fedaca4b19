import { Router } from 'express';
import type { Services } from '../../services';

/** /healthz: the process is up. /readyz: the database and Temporal answer. */
export function healthRoutes(services: Services): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  r.get('/readyz', async (_req, res) => {
    const checks: Record<string, string> = {};
    try {
      await services.orm.em.getConnection().execute('select 1');
      checks.database = 'ok';
    } catch (err) {
      checks.database = `unreachable: ${(err as Error).message}`;
    }
    try {
      const client = await services.temporal.get();
      await client.workflowService.getSystemInfo({});
      checks.temporal = 'ok';
    } catch (err) {
      checks.temporal = `unreachable: ${(err as Error).message}`;
    }
    const ok = Object.values(checks).every((v) => v === 'ok');
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'not ready', checks });
  });
  return r;
}
