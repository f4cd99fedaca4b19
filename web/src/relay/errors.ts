// GraphQL errors as thrown by the network layer, with the server's extension codes (spec: API).

export interface FieldError {
  field: string;
  message: string;
}

export interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: string; fieldErrors?: FieldError[] } & Record<string, unknown>;
}

export class GraphQLRequestError extends Error {
  readonly code?: string;
  readonly fieldErrors?: FieldError[];
  readonly status?: number;

  constructor(message: string, options: { code?: string; fieldErrors?: FieldError[]; status?: number } = {}) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = options.code;
    this.fieldErrors = options.fieldErrors;
    this.status = options.status;
  }

  static from(error: GraphQLErrorLike, status?: number): GraphQLRequestError {
    return new GraphQLRequestError(error.message, {
      code: error.extensions?.code,
      fieldErrors: error.extensions?.fieldErrors,
      status,
    });
  }
}

/** A message fit for a toast: field errors joined, else the error's own message. */
export function errorMessage(err: unknown, fallback = 'An unexpected error occurred'): string {
  // Relay wraps network errors; the original sits in `source` or `cause` depending on the path.
  const e = (err as { source?: { errors?: GraphQLErrorLike[] }; cause?: unknown }) ?? {};
  if (err instanceof GraphQLRequestError) {
    if (err.fieldErrors?.length) return err.fieldErrors.map((f) => f.message).join('; ');
    return err.message || fallback;
  }
  if (e.cause instanceof GraphQLRequestError) return errorMessage(e.cause, fallback);
  if (e.source?.errors?.[0]?.message) return e.source.errors[0].message;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

export function errorCode(err: unknown): string | undefined {
  if (err instanceof GraphQLRequestError) return err.code;
  const cause = (err as { cause?: unknown })?.cause;
  return cause instanceof GraphQLRequestError ? cause.code : undefined;
}
