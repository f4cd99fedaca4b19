import type { Config } from '@synth/core/config';

export interface SessionCookie {
  name: string;
  secure: boolean;
}

/**
 * The session cookie every reader and writer uses (login, logout, HTTP and WebSocket contexts).
 * Production: Secure and `__Host-` prefixed, so the browser keeps it to this exact host over https
 * and neither a sibling subdomain nor a plain-http page can set or overwrite it. Development keeps a
 * plain name: http://127.0.0.1 cannot set Secure cookies, and `__Host-` requires Secure.
 */
export function sessionCookie(config: Pick<Config, 'isProduction' | 'publicUrl'>): SessionCookie {
  if (config.isProduction) return { name: '__Host-session', secure: true };
  return { name: '__session', secure: config.publicUrl.startsWith('https:') };
}
