import { parseOpml } from '@synth/core/catalog';
import type { Context } from '../../context';

/** A signed-in caller's OPML file (REST and GraphQL alike): counted against their import limit, then read. */
export async function parseOpmlForCaller(ctx: Pick<Context, 'services' | 'caller'>, opml: unknown): Promise<string[]> {
  await ctx.services.rateLimits.take('opmlParse', ctx.caller);
  return parseOpml(typeof opml === 'string' ? opml : '');
}
