// The prepare pass's and the slot starter's integration tests each need synths due at one minute.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SchedulePort } from '@synth/core/schedules';
import { SynthService } from '@synth/core/app';
import { type SynthFields } from '@synth/core/synths';
import type { User } from '@synth/core/users';
import { recipientsWhoConfirm } from '../../../test-support/recipients';

/** For tests about the runs, not the schedules: saving a synth creates no Temporal schedule. */
export const noSchedules: SchedulePort = {
  sync: async () => undefined,
  upcoming: async () => null,
  remove: async () => undefined,
};

/**
 * A synth of `user`, due daily at `minute` (UTC), reading `feedUrl` about payments and mailing a
 * confirmed address named after `label`; `fields` change its settings.
 */
export async function createDueSynth(
  em: EntityManager,
  user: User,
  opts: { minute: Date; feedUrl: string; label: string; schedules?: SchedulePort; fields?: Partial<SynthFields> },
) {
  const to = `${opts.label}-${randomUUID().slice(0, 8)}@example.com`;
  const service = new SynthService(em, opts.schedules ?? noSchedules, undefined, recipientsWhoConfirm(em));
  const synth = await service.create(user, {
    name: 'Payments digest',
    rssFeedUrls: [opts.feedUrl],
    topics: ['payments'],
    recipientEmail: to,
    readFullArticle: false,
    emailScheduleTime: opts.minute.toISOString().slice(11, 16),
    userTimezone: 'UTC',
    ...opts.fields,
  });
  return { synth, to };
}
