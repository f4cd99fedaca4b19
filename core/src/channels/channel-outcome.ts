// What became of a run's digest on each of its synth's channels, as the run page shows it.
import type { ChannelOutcomeOutput } from '../runs/run-output';
import { CHANNEL_KIND_LABELS, type ChannelKind } from './channel-kinds';

export type ChannelOutcome = ChannelOutcomeOutput & { kind: ChannelKind };

/** The run log's line for one outcome. */
export function channelOutcomeSentence(o: ChannelOutcome): string {
  const where = `${CHANNEL_KIND_LABELS[o.kind]} (${o.name})`;
  if (o.status === 'sent') return `Digest posted to ${where}`;
  if (o.status === 'already-sent') return `Digest for this slot was already posted to ${where}`;
  return `Digest not posted to ${where}: ${o.reason ?? 'the channel could not be reached.'}`;
}
