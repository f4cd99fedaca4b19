// Reads what one published post earned, once per publication and reading: a reading already stored
// is answered from the database, and every platform is asked no more often than its client allows,
// counted in one shared window for all workers.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitCounter } from '../rate-limit/rate-limit-counter.entity';
import { sqlNames } from '../db/sql-names';
import { ConnectedAccount } from './connected-account.entity';
import type { ConnectedAccounts } from './connected-accounts.service';
import type { FiguresReading } from './figures-readings';
import { Publication } from './publication.entity';
import { PublicationFigures } from './publication-figures.entity';
import { accountRefOf, withAccessToken } from './publisher';
import type { PublishingPlatformId } from './platforms';

const MINUTE_MS = 60_000;

export type FiguresReadOutcome =
  | { status: 'stored' | 'alreadyRead' | 'notOffered' | 'notPublished' | 'notConnected' }
  /** The platform's allowance for this minute is spent: ask again after `waitMs`. */
  | { status: 'wait'; waitMs: number };

export async function readPublicationFigures(
  em: EntityManager,
  accounts: ConnectedAccounts,
  publicationId: string,
  reading: FiguresReading,
  now = new Date(),
): Promise<FiguresReadOutcome> {
  const pub = await em.findOne(Publication, publicationId);
  if (!pub || pub.status !== 'published' || !pub.postedIds.length) return { status: 'notPublished' };
  if (await em.count(PublicationFigures, { publication: pub, reading })) return { status: 'alreadyRead' };
  const client = accounts.clients.get(pub.platform);
  const reader = client.readMetrics;
  if (!reader) return { status: 'notOffered' };
  const account = await em.findOne(ConnectedAccount, { user: pub.user, platform: pub.platform });
  if (!account) return { status: 'notConnected' };
  const waitMs = await takeReadSlot(em, pub.platform, reader.perMinute, now);
  if (waitMs > 0) return { status: 'wait', waitMs };
  const figures = await withAccessToken(accounts, client, account, (token) =>
    reader.read(token, { account: accountRefOf(account), postIds: pub.postedIds }),
  );
  em.create(PublicationFigures, {
    publication: pub,
    user: pub.user,
    platform: pub.platform,
    reading,
    readAt: now,
    shared: !!figures,
    reactions: figures?.reactions ?? 0,
    replies: figures?.replies ?? 0,
    reposts: figures?.reposts ?? null,
    impressions: figures?.impressions ?? null,
  } as unknown as PublicationFigures);
  try {
    await em.flush();
  } catch (err) {
    // Another attempt stored this reading at the same moment: it stands.
    if (!(err instanceof UniqueConstraintViolationException)) throw err;
    return { status: 'alreadyRead' };
  }
  return { status: 'stored' };
}

/**
 * Counts one read of the platform in the current minute, for every worker at once; answers 0 when
 * it may go ahead, else how long until the next minute.
 */
async function takeReadSlot(
  em: EntityManager,
  platform: PublishingPlatformId,
  perMinute: number,
  now: Date,
): Promise<number> {
  const windowStart = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const windowEnd = windowStart + MINUTE_MS;
  const t = sqlNames(em, RateLimitCounter);
  const [row] = await em.execute<{ points: number }[]>(
    `insert into ${t.table} (${t.col('key')}, ${t.col('points')}, ${t.col('expire')}) values (?, 1, ?)
      on conflict (${t.col('key')}) do update set ${t.col('points')} = ${t.table}.${t.col('points')} + 1
      returning ${t.col('points')} as points`,
    [`figuresRead:${platform}:${windowStart}`, String(windowEnd)],
  );
  return Number(row?.points ?? 0) > perMinute ? windowEnd - now.getTime() : 0;
}
