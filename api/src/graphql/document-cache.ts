import {
  parse,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';

/** Distinct operation texts remembered; clients send a handful, so the oldest rarely goes. */
const MAX_DOCUMENTS = 500;
/**
 * A longer text is checked but not remembered: the web app's longest operation is about 3,000
 * characters, and 500 remembered texts of half a megabyte each would hold 250 MB.
 */
const MAX_REMEMBERED_CHARS = 20_000;

export type CheckedDocument = { document: DocumentNode; errors: readonly GraphQLError[] };

/**
 * Parses and validates (limits included) each distinct operation text once: sockets send the same
 * few operations again and again. Apollo keeps the same kind of cache for GraphQL over HTTP.
 * A syntax error (or a document over the parse options' token limit) throws, as parse() does,
 * and is not remembered.
 */
export function documentCache(
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  parseOptions: ParseOptions = {},
) {
  const checked = new Map<string, CheckedDocument>();
  return (query: string): CheckedDocument => {
    const hit = checked.get(query);
    if (hit) {
      checked.delete(query);
      checked.set(query, hit);
      return hit;
    }
    const document = parse(query, parseOptions);
    const result = { document, errors: validate(schema, document, rules) };
    if (query.length > MAX_REMEMBERED_CHARS) return result;
    checked.set(query, result);
    if (checked.size > MAX_DOCUMENTS) checked.delete(checked.keys().next().value!);
    return result;
  };
}
