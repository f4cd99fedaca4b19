import fs from 'node:fs';
import path from 'node:path';
import express from 'express';

/** The built SPA from web/dist, with index.html for every client-side route. */
export function serveSpa(app: express.Express) {
  const dist = path.resolve(__dirname, '..', '..', '..', 'web', 'dist');
  const index = path.join(dist, 'index.html');
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get(/.*/, (_req, res) => {
    if (fs.existsSync(index)) res.sendFile(index);
    else res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build:web`.');
  });
}
