import { bootstrap } from './app';
import { ConfigError, loadConfig } from '@synth/core/config';

// The settings are read here, inside the handler below, so a refused setting is one sentence.
async function main() {
  const app = await bootstrap(loadConfig());
  console.log(`[api] listening on ${app.url}`);
  const stop = () =>
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(`[api] configuration error: ${err.message}`);
  else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
    console.error(`[api] port already in use: ${(err as Error).message}. Set PORT to a free port.`);
  else console.error('[api] failed to start:', err);
  process.exit(1);
});
