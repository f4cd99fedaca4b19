// The search attributes every run workflow carries, so an operator can list one user's runs in the
// Temporal UI and filter them by status (ExecutionStatus is built in). Names and types live here only.
import { defineSearchAttributeKey, SearchAttributeType, type SearchAttributePair } from '@temporalio/common';

export const SYNTH_ID = defineSearchAttributeKey('SynthId', SearchAttributeType.KEYWORD);
export const SYNTH_USER_ID = defineSearchAttributeKey('SynthUserId', SearchAttributeType.KEYWORD);
export const RUN_TRIGGER = defineSearchAttributeKey('RunTrigger', SearchAttributeType.KEYWORD);

export const RUN_SEARCH_ATTRIBUTE_KEYS = [SYNTH_ID, SYNTH_USER_ID, RUN_TRIGGER] as const;

/** The attributes of one run; a preview run has no saved synth, so it has no SynthId. */
export function runSearchAttributes(run: {
  synthId: string | null;
  userId: string | null;
  trigger: string;
}): SearchAttributePair[] {
  const pairs: SearchAttributePair[] = [{ key: RUN_TRIGGER, value: run.trigger }];
  if (run.synthId) pairs.push({ key: SYNTH_ID, value: run.synthId });
  if (run.userId) pairs.push({ key: SYNTH_USER_ID, value: run.userId });
  return pairs;
}
