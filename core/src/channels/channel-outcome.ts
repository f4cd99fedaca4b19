// What became of a run's digest on each of its synth's channels, as the run page shows it.
import type { ChannelKind } from './channel-kinds';

export interface ChannelOutcome {
  channelId: string;
  kind: ChannelKind;
  name: string;
  /** sent: the channel took it now; already-sent: an earlier attempt of this run delivered it; failed: it did not. */
  status: 'sent' | 'already-sent' | 'failed';
  /** Why it failed, in a sentence the owner can act on. */
  reason?: string;
}
