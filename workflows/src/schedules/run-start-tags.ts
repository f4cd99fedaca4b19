import type { Client } from '@temporalio/client';
import type { SearchAttributePair } from '@temporalio/common';
import { runSearchAttributes } from '../synth-run/run-search-attributes';
import { runSearchAttributesAccepted } from '../synth-run/register-search-attributes';

/**
 * The search attributes a run is started with (by its schedule, or by a person), so the Temporal UI
 * lists it by synth and owner from its start and the run does not write them itself. None where the
 * server does not know them: the run then writes its own in its first step.
 */
export function runStartTags(
  client: () => Promise<Client>,
): (run: Parameters<typeof runSearchAttributes>[0]) => Promise<{ typedSearchAttributes?: SearchAttributePair[] }> {
  const accepted = runSearchAttributesAccepted(async () => {
    const c = await client();
    return { workflowService: c.workflowService, namespace: c.options.namespace };
  });
  return async (run) => ((await accepted()) ? { typedSearchAttributes: runSearchAttributes(run) } : {});
}
