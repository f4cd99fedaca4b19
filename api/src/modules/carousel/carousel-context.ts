// The per-request carousel library, and whose name a carousel's closing page shows.
import { Carousels } from '@synth/core/carousel';
import type { User } from '@synth/core/users';
import type { Context } from '../../context';

export const carouselsOf = (ctx: Context): Carousels => new Carousels(ctx.em);

/** The person's name as they signed in, else as LinkedIn knows them, else their address's name. */
export async function carouselAuthorOf(ctx: Context, user: User): Promise<string> {
  const signedIn = user.displayName?.trim();
  if (signedIn) return signedIn;
  const accounts = await ctx.viewerReads.accounts(user);
  const named = accounts.find((a) => a.displayName?.trim())?.displayName?.trim();
  return named ?? user.email?.split('@')[0] ?? 'Synth';
}
