import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/** What a plain query got back: the HTTP answer's status and, when the body held them, the data. */
export interface PlainQueryAnswer<TResult> {
  ok: boolean;
  status: number;
  data: TResult | null;
}

/**
 * Sends a generated document with fetch: no Relay runtime and no graphql-js parse, so the landing
 * page, which needs two small queries, keeps its bundle small. The document's types come from
 * schema.graphql, so a schema change that breaks it fails the type-check.
 */
export async function postQuery<TResult, TVariables>(
  // Each generated file declares its own document class, so the parameter names their shared interface.
  document: DocumentTypeDecoration<TResult, TVariables> & { toString(): string },
  options: { variables?: TVariables; credentials?: RequestCredentials } = {},
): Promise<PlainQueryAnswer<TResult>> {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: options.credentials,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query: document.toString(), variables: options.variables }),
  });
  // Every answer's body is read, a 401 included: Chromium keeps an unread response open, and the
  // page then never settles (network idle, which crawlers and audits wait for).
  const body = (await res.json().catch(() => null)) as { data?: TResult | null } | null;
  return { ok: res.ok, status: res.status, data: body?.data ?? null };
}
