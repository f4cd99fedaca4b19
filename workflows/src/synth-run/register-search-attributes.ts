// Makes sure the server knows the run search attributes before any run is tagged with them: a run
// that upserts an attribute the server does not know is stuck retrying its workflow task.
import type { OperatorService, WorkflowService } from '@temporalio/client';
import { encodeSearchAttributeIndexedValueType } from '@temporalio/common/lib/search-attributes';
import { RUN_SEARCH_ATTRIBUTE_KEYS } from './run-search-attributes';

const GRPC_ALREADY_EXISTS = 6;

export interface SearchAttributeServices {
  operatorService: Pick<OperatorService, 'listSearchAttributes' | 'addSearchAttributes'>;
  workflowService: Pick<WorkflowService, 'countWorkflowExecutions'>;
}

export type SearchAttributeSetup = { ready: true; added: string[] } | { ready: false; problem: string };

const names = RUN_SEARCH_ATTRIBUTE_KEYS.map((k) => k.name);
/** A visibility query over every run attribute: the server answers it only when it knows them all. */
const ACCEPTANCE_QUERY = names.map((n) => `${n} = ''`).join(' AND ');

/**
 * Registers the run search attributes through the operator service (the dev server and a
 * self-hosted cluster allow it; a second worker racing us gets AlreadyExists, which is fine), then
 * checks with a visibility query that the namespace really accepts them. Temporal Cloud refuses the
 * operator service, but attributes created in its console pass the check all the same.
 */
export async function ensureRunSearchAttributes(
  conn: SearchAttributeServices,
  namespace: string,
): Promise<SearchAttributeSetup> {
  let added: string[] = [];
  let refusal: string | null = null;
  try {
    const { customAttributes } = await conn.operatorService.listSearchAttributes({ namespace });
    const missing = RUN_SEARCH_ATTRIBUTE_KEYS.filter((k) => !(k.name in (customAttributes ?? {})));
    if (missing.length) {
      await conn.operatorService.addSearchAttributes({
        namespace,
        searchAttributes: Object.fromEntries(
          missing.map((k) => [k.name, encodeSearchAttributeIndexedValueType(k.type)!]),
        ),
      });
      added = missing.map((k) => k.name);
    }
  } catch (err) {
    if ((err as { code?: number }).code !== GRPC_ALREADY_EXISTS) refusal = (err as Error).message;
  }
  // A fresh attribute can take a moment to reach the server's cache, so the check tries a few times.
  const attempts = refusal ? 1 : 10;
  let lastError = '';
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      await conn.workflowService.countWorkflowExecutions({ namespace, query: ACCEPTANCE_QUERY });
      return { ready: true, added };
    } catch (err) {
      lastError = (err as Error).message;
      if (attempt < attempts - 1) await new Promise((r) => setTimeout(r, 500));
    }
  }
  return {
    ready: false,
    problem:
      `runs carry no search attributes: the server did not accept ${names.join(', ')} (${refusal ?? lastError}). ` +
      `Create them as Keyword attributes in namespace "${namespace}" (on Temporal Cloud, in the namespace settings of the console) and restart the worker.`,
  };
}

/** How long a "the server does not know them" stands before it is asked again. */
const REFUSAL_KEPT_MS = 5 * 60_000;

/**
 * Whether the namespace accepts the run search attributes, for code that does not register them
 * (the schedule service, in the API and in the worker). A "yes" is kept for the life of the
 * process, a "no" (or no answer) for five minutes: a worker starting later registers them.
 */
export function runSearchAttributesAccepted(
  server: () => Promise<{ workflowService: Pick<WorkflowService, 'countWorkflowExecutions'>; namespace: string }>,
): () => Promise<boolean> {
  let known: { accepted: boolean; at: number } | null = null;
  let asking: Promise<boolean> | null = null;
  const ask = async () => {
    const accepted = await server()
      .then(({ workflowService, namespace }) =>
        workflowService.countWorkflowExecutions({ namespace, query: ACCEPTANCE_QUERY }),
      )
      .then(
        () => true,
        () => false,
      );
    known = { accepted, at: Date.now() };
    return accepted;
  };
  return () => {
    if (known && (known.accepted || Date.now() - known.at < REFUSAL_KEPT_MS)) return Promise.resolve(known.accepted);
    asking ??= ask().finally(() => {
      asking = null;
    });
    return asking;
  };
}
