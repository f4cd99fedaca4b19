import { ref, type EntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError } from '../lib/errors';
import { scheduleStateFor } from '../schedules/schedule-gating';
import type { SchedulePort } from '../schedules/schedule.port';
import { effectiveStatus } from '../users/subscription-status';
import type { User } from '../users/user.entity';
import { Synth } from '../synths/synth.entity';
import { isUuid } from '../lib/uuid';
import { SynthStatus } from '../synths/synth.enums';
import { checkSynthInput } from '../synths/synth-input.check';
import type { SynthFields } from '../synths/synth.schema';

/** Told after each save, so a new recipient address is asked to confirm (see recipients/). */
export interface SavedRecipientPort {
  recipientSaved(user: User, synth: Synth): Promise<void>;
}

export const ONE_SYNTH_MESSAGE = 'You already have a synth. Each account can have only 1 synth.';

export class SynthService {
  constructor(
    private readonly em: EntityManager,
    private readonly schedules: SchedulePort,
    private readonly log: (msg: string) => void = (m) => console.warn(m),
    private readonly recipients?: SavedRecipientPort,
    /** Counts a save against the caller's rate limit (each rewrites a schedule); throws when it is spent. */
    private readonly countSave: () => Promise<void> = async () => undefined,
  ) {}

  list(user: User): Promise<Synth[]> {
    return this.em.find(Synth, { user }, { orderBy: { createdAt: 'asc' } });
  }

  /** The synth if it belongs to the user; another user's synth is indistinguishable from none. */
  async get(user: User, id: string): Promise<Synth> {
    const synth = isUuid(id) ? await this.em.findOne(Synth, { id, user }) : null;
    if (!synth) throw new NotFoundError('Synth not found');
    return synth;
  }

  async create(user: User, input: SynthFields): Promise<Synth> {
    const value = checkSynthInput(user, input, false);
    await this.countSave();
    if (await this.em.count(Synth, { user })) throw new ConflictError(ONE_SYNTH_MESSAGE);
    const synth = new Synth();
    synth.user = ref(user);
    this.em.assign(synth, value as EntityData<Synth>);
    this.em.persist(synth);
    try {
      await this.em.flush();
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw new ConflictError(ONE_SYNTH_MESSAGE);
      throw err;
    }
    await this.recipients?.recipientSaved(user, synth);
    await this.syncSchedule(user, synth);
    return synth;
  }

  async update(user: User, id: string, input: SynthFields): Promise<Synth> {
    // Input is checked before the synth is read: a refusal costs no query, and says nothing about
    // whether the id exists.
    const value = checkSynthInput(user, input, true);
    const synth = await this.get(user, id);
    await this.countSave();
    this.em.assign(synth, value as EntityData<Synth>);
    await this.em.flush();
    await this.recipients?.recipientSaved(user, synth);
    await this.syncSchedule(user, synth);
    return synth;
  }

  async toggle(user: User, id: string): Promise<Synth> {
    const synth = await this.get(user, id);
    await this.countSave();
    synth.status = synth.status === SynthStatus.active ? SynthStatus.inactive : SynthStatus.active;
    await this.em.flush();
    await this.syncSchedule(user, synth);
    return synth;
  }

  async remove(user: User, id: string): Promise<string> {
    const synth = await this.get(user, id);
    await this.em.removeAndFlush(synth);
    try {
      await this.schedules.remove(id);
    } catch (err) {
      this.log(`schedule for synth ${id} not removed now (reconciliation will): ${(err as Error).message}`);
    }
    return id;
  }

  /**
   * The database is the truth; a scheduler outage is repaired by the worker's reconciliation.
   * A user whose plan has no email (trial over, canceled) keeps a paused schedule.
   */
  private async syncSchedule(user: User, synth: Synth): Promise<void> {
    try {
      await this.schedules.sync(synth, scheduleStateFor(synth, effectiveStatus(user)));
    } catch (err) {
      this.log(`schedule for synth ${synth.id} not updated now (reconciliation will): ${(err as Error).message}`);
    }
  }
}
