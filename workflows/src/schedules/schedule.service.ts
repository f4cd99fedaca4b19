import {
  ScheduleAlreadyRunning,
  ScheduleNotFoundError,
  ScheduleOverlapPolicy,
  type Client,
  type ScheduleOptionsAction,
  type ScheduleSpec,
  type ScheduleSpecDescription,
} from '@temporalio/client';
import { RUN_WORKFLOW, scheduleIdFor, scheduledWorkflowIdFor, type RunWorkflowInput } from '@synth/core/runs';
import { type Synth, SynthStatus } from '@synth/core/synths';
import type { SchedulePort, ScheduleState, ScheduleUpcoming } from '@synth/core/schedules';
import { scheduleSpecFor } from './schedule-spec';
import { skippedSlotOf } from './slot-skip';
import { runStartTags } from './run-start-tags';
import { scheduledRunStartOptions } from './scheduled-run';

/**
 * Every slot starts its own run: each run's workflow id carries its slot, and a digest goes out at
 * most once per slot whatever runs. "Allow all" also spares the server's scheduler from watching
 * every run it started until it ends (bench/results/pipeline.md, "The overlap policy"). A slot
 * missed while the service was down still runs within the hour.
 */
const POLICIES = { overlap: ScheduleOverlapPolicy.ALLOW_ALL, catchupWindow: '1 hour' } as const;

type SynthScheduleFields = Pick<
  Synth,
  'id' | 'name' | 'status' | 'emailScheduleTime' | 'emailFrequency' | 'userTimezone' | 'user'
>;

const sameTimes = (a: ScheduleSpecDescription, b: ScheduleSpec) =>
  a.timezone === b.timezone && a.calendars?.[0]?.comment === b.calendars?.[0]?.comment;

/** One Temporal Schedule per saved synth; paused while the synth is inactive. */
export class TemporalScheduleService implements SchedulePort {
  private readonly tagsOf: ReturnType<typeof runStartTags>;

  constructor(
    private readonly client: () => Promise<Client>,
    private readonly taskQueue: string,
  ) {
    this.tagsOf = runStartTags(client);
  }

  /**
   * The run its schedule starts. Where the server knows the run search attributes, the run carries
   * them from its start: the Temporal UI lists it by synth and owner before its first step, and the
   * run does not write them itself (one history event fewer per digest).
   */
  private async action(synth: SynthScheduleFields): Promise<ScheduleOptionsAction> {
    const input: RunWorkflowInput = { synthId: synth.id, trigger: 'scheduled' };
    const tags = await this.tagsOf({ synthId: synth.id, userId: synth.user.id, trigger: 'scheduled' });
    return {
      type: 'startWorkflow',
      workflowType: RUN_WORKFLOW,
      // Temporal appends the scheduled time, so each slot gets its own workflow id.
      workflowId: scheduledWorkflowIdFor(synth.id),
      ...scheduledRunStartOptions(this.taskQueue),
      args: [input],
      ...tags,
    };
  }

  async sync(synth: SynthScheduleFields, opts: ScheduleState = {}): Promise<void> {
    const client = await this.client();
    const id = scheduleIdFor(synth.id);
    const paused = opts.paused ?? synth.status !== SynthStatus.active;
    const note = opts.note ?? (paused ? 'synth inactive' : 'synth active');
    const spec = scheduleSpecFor(synth);
    const action = await this.action(synth);
    const handle = client.schedule.getHandle(id);
    const update = () =>
      handle.update((prev) => ({
        ...prev,
        // A slot whose run was made ahead stays skipped (see slot-skips) while the times stay the same:
        // a retimed synth's run made ahead ends unsent, and the old slot is no longer its next digest.
        spec: { ...spec, skip: sameTimes(prev.spec, spec) ? prev.spec.skip : [] },
        action,
        policies: { ...prev.policies, ...POLICIES },
        state: { ...prev.state, paused, note },
      }));
    try {
      await update();
    } catch (err) {
      if (!(err instanceof ScheduleNotFoundError)) throw err;
      try {
        await client.schedule.create({
          scheduleId: id,
          spec,
          action,
          policies: POLICIES,
          state: { paused, note },
          memo: { synthName: synth.name },
        });
      } catch (createErr) {
        // Another process (workers reconcile together at start-up) created it in between: update theirs.
        if (!(createErr instanceof ScheduleAlreadyRunning)) throw createErr;
        await update();
      }
    }
  }

  async upcoming(synthId: string): Promise<ScheduleUpcoming | null> {
    const client = await this.client();
    try {
      const d = await client.schedule.getHandle(scheduleIdFor(synthId)).describe();
      // A slot skipped because its run was made ahead is still the synth's next digest.
      const madeAhead = (d.spec.skip ?? [])
        .map((skip) => skippedSlotOf(skip.comment))
        .filter((at): at is Date => !!at && at.getTime() > Date.now() && !d.state.paused);
      const nextActionTimes = [...madeAhead, ...d.info.nextActionTimes].sort((a, b) => a.getTime() - b.getTime());
      return { nextActionTimes, paused: d.state.paused, timeZone: d.spec.timezone ?? null };
    } catch (err) {
      if (err instanceof ScheduleNotFoundError) return null;
      throw err;
    }
  }

  async remove(synthId: string): Promise<void> {
    const client = await this.client();
    try {
      await client.schedule.getHandle(scheduleIdFor(synthId)).delete();
    } catch (err) {
      if (!(err instanceof ScheduleNotFoundError)) throw err;
    }
  }
}
