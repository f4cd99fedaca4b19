// A person connected to a platform stand-in (a token it issued, sealed as Synth stores it) with one
// finished run of one post, and the publication of that post as a click on "publish" makes it.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { runConfigOf, RunStatus, RunTrigger, SynthRun, type PostOutput } from '@synth/core/runs';
import { User } from '@synth/core/users';
import {
  ConnectedAccount,
  sealToken,
  Publication,
  Publications,
  PublishingClients,
  readPlatformApps,
  type PublishingPlatformId,
  type TokenKeyring,
} from '@synth/core/publishing';

/** The platforms as a request composes the post: the settings' defaults (nothing is sent from here). */
export const composeOnly = new PublishingClients(
  readPlatformApps({
    str: (_name, fallback) => fallback,
    decimal: (_name, fallback) => fallback,
    flag: (_name, fallback) => fallback,
  }),
);

interface StandInStore {
  issueTokens(grant: { member: { id: string; name: string }; scopes: string[] }): {
    accessToken: string;
    refreshToken?: string | null;
    expiresIn: number;
  };
}

export async function publicationOnStandIn(
  em: EntityManager,
  opts: {
    platform: PublishingPlatformId;
    store: StandInStore;
    scopes: string[];
    keyring: TokenKeyring;
    post: PostOutput;
    handle?: string | null;
  },
): Promise<Publication> {
  const { platform, keyring } = opts;
  const user = em.create(User, {
    firebaseUid: `uid-${randomUUID()}`,
    email: 'poster@example.com',
    displayName: 'Poster',
  } as never) as User;
  const member = { id: randomUUID().slice(0, 12), name: 'Figure Reader' };
  const tokens = opts.store.issueTokens({ member, scopes: opts.scopes });
  em.create(ConnectedAccount, {
    user,
    platform,
    externalId: member.id,
    displayName: member.name,
    handle: opts.handle ?? null,
    accessTokenSealed: sealToken(tokens.accessToken, keyring, { userId: user.id, platform }),
    refreshTokenSealed: tokens.refreshToken
      ? sealToken(tokens.refreshToken, keyring, { userId: user.id, platform })
      : null,
    expiresAt: new Date(Date.now() + tokens.expiresIn * 1000),
  } as never);
  const run = em.create(SynthRun, {
    user,
    synth: null,
    trigger: RunTrigger.manual,
    status: RunStatus.succeeded,
    workflowId: `figures-${randomUUID()}`,
    config: runConfigOf({
      name: 'Figures',
      rssFeedUrls: ['https://example.com/feed.xml'],
      topics: ['ports'],
      emailScheduleTime: '07:05',
      userTimezone: 'UTC',
      contentType: opts.post.contentType,
    }),
    output: { posts: [opts.post] },
  } as unknown as SynthRun);
  await em.flush();
  return (await new Publications(em, composeOnly).request(user, { runId: run.id, postIndex: 0, platform })).publication;
}
