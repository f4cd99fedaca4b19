import { requireViewer, type Context } from '../../context';
import { NotFoundError } from '@synth/core/lib';
import type { SynthRun } from '@synth/core/runs';

/**
 * The run when the caller owns it. Every path to a run already filters by owner; this check keeps
 * a future path that forgets from revealing someone else's run, and says "not found", never "forbidden".
 */
export function ownRun(ctx: Context, run: SynthRun): SynthRun {
  if (run.user.id !== requireViewer(ctx).id) throw new NotFoundError('Run not found');
  return run;
}
