import { NotFoundError } from '@synth/core/lib';
import type { Synth } from '@synth/core/synths';
import type { User } from '@synth/core/users';
import { requireViewer, type Context } from '../../context';

/**
 * The viewer, when they own the synth. Every path to a synth already filters by owner; fields that
 * read beyond the synth row (shared feed rows, the scheduler) check again, so a future path that
 * forgets reveals nothing, and say "not found", never "forbidden".
 */
export function requireOwner(ctx: Context, synth: Synth): User {
  const viewer = requireViewer(ctx);
  if (synth.user.id !== viewer.id) throw new NotFoundError('Synth not found');
  return viewer;
}
