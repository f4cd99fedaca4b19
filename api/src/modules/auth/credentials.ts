import { parse as parseCookie } from 'cookie';
import type { IncomingHttpHeaders } from 'node:http';
import type { Credentials } from './auth.service';

/** Reads credentials the same way for HTTP requests and WebSocket upgrades; `cookieName` comes from sessionCookie(). */
export function credentialsFromHeaders(headers: IncomingHttpHeaders, cookieName: string): Credentials {
  const cookies = headers.cookie ? parseCookie(headers.cookie) : {};
  const authz = headers.authorization;
  const bearer =
    typeof authz === 'string' && /^Bearer\s+/i.test(authz) ? authz.replace(/^Bearer\s+/i, '').trim() : undefined;
  const claimed = headers['firebase-uid'];
  return {
    sessionCookie: cookies[cookieName] || undefined,
    bearerToken: bearer || undefined,
    claimedUid: typeof claimed === 'string' && claimed ? claimed : undefined,
  };
}
