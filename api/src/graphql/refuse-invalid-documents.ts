import type { RequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { CheckedDocument } from './document-cache';

type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/**
 * In front of Apollo on POST /graphql: a document the parser refuses (a syntax error, or past the
 * token limit) or that the query limits refuse (aliases, depth, cost) is answered here, as Apollo
 * would answer it (400, the same formatted errors and codes), before Apollo builds the request's
 * context, which reads the caller's user row. A flood of such documents then costs the API no
 * database query. `check` runs only the parser and the limit rules: the rest of validation, whose
 * messages may name the schema's fields, stays with Apollo and its production settings.
 */
export function refuseInvalidDocuments(check: (query: string) => CheckedDocument, format: FormatError): RequestHandler {
  return (req, res, next) => {
    const query: unknown = req.method === 'POST' ? (req.body as { query?: unknown } | undefined)?.query : undefined;
    if (typeof query !== 'string') return next();
    let refused: GraphQLError[];
    try {
      refused = check(query).errors.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED'));
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      refused = [withCode(error, 'GRAPHQL_PARSE_FAILED')];
    }
    if (!refused.length) return next();
    res.status(400).json({ errors: refused.map((e) => format(e.toJSON(), e)) });
  };
}

/** The error with Apollo's code for its kind, as Apollo's own parse and validation errors carry. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });
}
