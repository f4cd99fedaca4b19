import type http from 'node:http';
import type { Config } from '@synth/core/config';

/** Listens on the configured host and port and answers the app's URL (with the port taken when 0 was asked). */
export async function listen(server: http.Server, config: Config): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return `http://${config.host}:${port}`;
}
