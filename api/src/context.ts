import type { IncomingHttpHeaders } from 'node:http';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from './services';
import type { Credentials, Identity } from './modules/auth/auth.service';
import { credentialsFromHeaders } from './modules/auth/credentials';
import { sessionCookie } from './modules/auth/session-cookie';
import { UnauthenticatedError } from '@synth/core/lib';
import { User, UserService } from '@synth/core/users';
import { SynthService } from '@synth/core/app';
import { RecipientConfirmations } from '@synth/core/recipients';
import { RunService } from './modules/runs/run.service';
import type { Caller } from './modules/rate-limit/rate-limits';
import { ViewerReads } from './modules/users/viewer-reads';

/** One context shape for GraphQL over HTTP, GraphQL over WebSocket and REST routes. */
export interface Context {
  services: Services;
  em: EntityManager;
  /** The verified Firebase identity, or null when the caller sent no valid credentials. */
  identity: Identity | null;
  /** What the caller sent, for sensitive operations to check again with confirmSession(). */
  credentials: Credentials;
  /** The user record of the identity; null until the user is registered. */
  viewer: User | null;
  /** Whom rate limits count this request against: the verified uid and the client's address. */
  caller: Caller;
  users: UserService;
  synths: SynthService;
  recipients: RecipientConfirmations;
  runs: RunService;
  /** The viewer's connected accounts and synths as the dashboard reads them: one statement per request. */
  viewerReads: ViewerReads;
}

/** Who is calling, from the credentials alone: verified locally, with no database read. */
export interface IdentifiedCaller {
  creds: Credentials;
  identity: Identity | null;
}

export async function identifyCaller(services: Services, headers: IncomingHttpHeaders): Promise<IdentifiedCaller> {
  const creds = credentialsFromHeaders(headers, sessionCookie(services.config).name);
  // A bad credential is a 401 even where anonymous access would be allowed: never silently downgrade.
  const identity = creds.bearerToken || creds.sessionCookie ? await services.auth.authenticate(creds) : null;
  if (!identity && creds.claimedUid)
    throw new UnauthenticatedError('The firebase-uid header alone does not authenticate');
  return { creds, identity };
}

export async function buildContext(
  services: Services,
  headers: IncomingHttpHeaders,
  clientIp?: string | null,
  identified?: IdentifiedCaller,
): Promise<Context> {
  const em = services.orm.em.fork() as EntityManager;
  const { creds, identity } = identified ?? (await identifyCaller(services, headers));
  const users = new UserService(em);
  const viewer = identity ? await users.findByUid(identity.uid) : null;
  const caller: Caller = { uid: identity?.uid ?? null, ip: clientIp ?? null };
  const { config } = services;
  const recipients = new RecipientConfirmations(
    em,
    services.mailer,
    { publicUrl: config.publicUrl, appSecret: config.appSecret, from: config.email.from },
    identity?.emailVerified ? identity.email : null,
  );
  return {
    services,
    em,
    identity,
    credentials: creds,
    viewer,
    caller,
    users,
    synths: new SynthService(em, services.schedules, undefined, recipients, () =>
      services.rateLimits.take('synthSave', caller),
    ),
    recipients,
    runs: new RunService(em, services, () => services.rateLimits.take('run', caller)),
    viewerReads: new ViewerReads(em),
  };
}

export function requireIdentity(ctx: Context): Identity {
  if (!ctx.identity) throw new UnauthenticatedError();
  return ctx.identity;
}

/**
 * For sensitive operations (sign-in, checkout, plan and account changes): checks the caller's
 * credential again with the identity service and our revocation record now, not the cache.
 */
export async function confirmSession(ctx: Context): Promise<Identity> {
  requireIdentity(ctx);
  return ctx.services.auth.authenticate(ctx.credentials, { strict: true });
}

export function requireViewer(ctx: Context): User {
  requireIdentity(ctx);
  if (!ctx.viewer) throw new UnauthenticatedError('User not found. Register first with POST /api/users.');
  return ctx.viewer;
}
