import { parse as parseCookie } from 'cookie';
import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIE, type Credentials } from './auth.service';

/** Reads credentials the same way for HTTP requests and WebSocket upgrades. */
export function credentialsFromHeaders(headers: IncomingHttpHeaders): Credentials {
  const cookies = headers.cookie ? parseCookie(headers.cookie) : {};
  const authz = headers.authorization;
  const bearer = typeof authz === 'string' && /^Bearer\s+/i.test(authz) ? authz.replace(/^Bearer\s+/i, '').trim() : undefined;
  const claimed = headers['firebase-uid'];
  return {
    sessionCookie: cookies[SESSION_COOKIE] || undefined,
    bearerToken: bearer || undefined,
    claimedUid: typeof claimed === 'string' && claimed ? claimed : undefined,
  };
}
