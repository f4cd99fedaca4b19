import { DEFAULT_MAX_RSS_FEEDS } from '../billing/features';
import type { PlanLimits, SynthForm } from './types';

/** Cuts feeds to the plan maximum and turns real-world examples off when not allowed, as the form loads. */
export function applyPlanLimits(form: SynthForm, limits?: PlanLimits): SynthForm {
  const max = limits?.maxRssFeeds ?? DEFAULT_MAX_RSS_FEEDS;
  const allowRealWorld = limits?.canUseRealWorldExamples ?? false;
  let next = form;
  if (form.rssFeedUrls.length > max) next = { ...next, rssFeedUrls: form.rssFeedUrls.slice(0, max) };
  if (form.enableRealWorldExamples && !allowRealWorld) next = { ...next, enableRealWorldExamples: false };
  return next;
}
