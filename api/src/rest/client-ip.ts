import type { IncomingMessage } from 'node:http';
import type { Express, Request } from 'express';

/**
 * The client's address as Express gives it to HTTP requests: X-Forwarded-For is believed only
 * from the proxies TRUST_PROXY names. WebSocket upgrades never pass through Express, so its own
 * `ip` getter is read over the upgrade request, and both count the same caller the same way.
 */
export function clientIpOf(app: Express, request: IncomingMessage): string | null {
  const asExpress = Object.create(app.request, {
    headers: { value: request.headers },
    socket: { value: request.socket },
  }) as Request;
  return asExpress.ip ?? null;
}
