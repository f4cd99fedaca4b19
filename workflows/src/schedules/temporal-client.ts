import { Client, Connection } from '@temporalio/client';
import type { Config } from '@synth/core/config';

/** Lazily connects, so the API starts (and /healthz answers) while Temporal is still coming up. */
export class TemporalClientProvider {
  private client?: Promise<Client>;
  constructor(private readonly cfg: Config['temporal']) {}

  get(): Promise<Client> {
    if (!this.client) {
      this.client = Connection.connect({ address: this.cfg.address, connectTimeout: '5s' })
        .then((connection) => new Client({ connection, namespace: this.cfg.namespace }))
        .catch((err) => {
          this.client = undefined;
          throw err;
        });
    }
    return this.client;
  }

  async close(): Promise<void> {
    if (!this.client) return;
    const c = await this.client.catch(() => undefined);
    this.client = undefined;
    await c?.connection.close();
  }
}
