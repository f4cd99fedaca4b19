import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';

/**
 * A browser opening /graphql gets the GraphiQL explorer, built into the SPA bundle so it
 * works offline; API clients (POST, or GET with a query) reach Apollo as usual.
 */
export function explorerRoutes(): Router {
  const r = Router();
  const page = path.resolve(__dirname, '..', '..', '..', 'web', 'dist', 'explorer.html');
  r.get('/', (req, res, next) => {
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    if (!wantsHtml || req.query.query) return next();
    if (!fs.existsSync(page))
      return void res.status(503).type('text/plain').send('The explorer is not built yet: run `npm run build:web`.');
    res.sendFile(page);
  });
  return r;
}
