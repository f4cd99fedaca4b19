import { draftSynth, type QuickCreateResult } from '@synth/core/catalog';
import type { Context } from '../../context';

/** A signed-in caller's draft (REST and GraphQL alike): counted against their draft limit first, since it may call the model. */
export async function draftSynthForCaller(
  ctx: Pick<Context, 'services' | 'caller'>,
  prompt: string,
  timezone?: string,
): Promise<QuickCreateResult> {
  await ctx.services.rateLimits.take('synthDraft', ctx.caller);
  return draftSynth(prompt, { timezone, ai: ctx.services.ai, log: console.warn });
}
