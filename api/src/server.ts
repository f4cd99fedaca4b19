import { bootstrap } from './app';
import { ConfigError } from '@synth/core/config';

bootstrap()
  .then((app) => {
    console.log(`[api] listening on ${app.url}`);
    const stop = () => app.close().then(() => process.exit(0), () => process.exit(1));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  })
  .catch((err) => {
    if (err instanceof ConfigError) console.error(`[api] configuration error: ${err.message}`);
    else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') console.error(`[api] port already in use: ${(err as Error).message}. Set PORT to a free port.`);
    else console.error('[api] failed to start:', err);
    process.exit(1);
  });
