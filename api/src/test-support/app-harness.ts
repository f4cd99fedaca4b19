// Starts the real API against the integration services, and speaks to it like a client.
import { useTestServices } from '../../../test-support/env';
import { signInWithGoogle, type EmulatorUser } from '../../../test-support/firebase-emulator';
import type { RunningApp } from '../app';
import type { Config } from '@synth/core/config';

export interface Harness {
  app: RunningApp;
  url: string;
  authHost: string;
  close(): Promise<void>;
}

/**
 * `adjust` changes the loaded settings before the app starts: production refuses the Auth emulator
 * these tests sign in through, so a test of production behaviour sets `isProduction` here instead.
 */
export async function startApp(
  extraEnv: Record<string, string> = {},
  adjust: (config: Config) => Config = (c) => c,
): Promise<Harness> {
  const s = useTestServices(extraEnv);
  const { bootstrap } = await import('../app');
  const { loadConfig } = await import('@synth/core/config');
  const app = await bootstrap(adjust(loadConfig()));
  return { app, url: app.url, authHost: s.authEmulatorHost, close: () => app.close() };
}

export interface Client {
  user: EmulatorUser;
  /** Authenticated with the bearer ID token. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  gql<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
}

/** Signs a new Google user in through the emulator and registers them with the API. */
export async function newClient(h: Harness, opts: { register?: boolean; name?: string } = {}): Promise<Client> {
  const user = await signInWithGoogle(h.authHost, { name: opts.name });
  const headers = (init?: RequestInit) => ({
    authorization: `Bearer ${user.idToken}`,
    'content-type': 'application/json',
    ...(init?.headers as Record<string, string>),
  });
  const client: Client = {
    user,
    fetch: (path, init) => fetch(h.url + path, { ...init, headers: headers(init) }),
    async gql(query, variables) {
      const res = await client.fetch('/graphql', { method: 'POST', body: JSON.stringify({ query, variables }) });
      const body = (await res.json()) as { data?: never; errors?: never };
      return { status: res.status, ...body };
    },
  };
  if (opts.register !== false) {
    const res = await fetch(`${h.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: user.idToken }),
    });
    if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  }
  return client;
}

export const VALID_SYNTH = {
  name: 'Fintech digest',
  rssFeedUrls: ['https://example.com/feed.xml'],
  topics: ['payments'],
  emailScheduleTime: '7:05',
  userTimezone: 'Europe/Paris',
};
