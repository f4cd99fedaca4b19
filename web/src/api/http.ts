import { identityHeaders, reportUnauthorized } from '../auth/identity';

/** The `message` field of a JSON error body, if there is one. */
function messageOf(bodyText: string): string | undefined {
  try {
    const parsed = JSON.parse(bodyText) as { message?: unknown; error?: unknown };
    const m = parsed.message ?? parsed.error;
    return typeof m === 'string' ? m : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A non-OK answer. Its message is "{status}: {body text or status text}" (the exact text users see), except a
 * refusal for too many requests (429), which reads as the server's own sentence ("Too many feed
 * checks. Try again in 40 seconds.") so every toast that shows the error is readable as it is.
 */
class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super((status === 429 && messageOf(bodyText)) || `${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Do not redirect to /login on 401 (the session probe expects it). */
  allowUnauthorized?: boolean;
}

/** JSON request with cookies and the firebase-uid header; throws HttpError on non-OK answers. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, allowUnauthorized } = options;
  const res = await fetch(path, {
    method,
    credentials: 'include',
    signal,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...identityHeaders(),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    if (res.status === 401 && !allowUnauthorized) reportUnauthorized();
    throw new HttpError(res.status, text, res.statusText);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
