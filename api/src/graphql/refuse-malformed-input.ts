import type { RequestHandler } from 'express';
import {
  GraphQLError,
  Kind,
  print,
  type FieldNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import { ValidationError } from '@synth/core/lib';
import { validateSynthFields, type SynthFields } from '@synth/core/synths';
import { identifyCaller } from '../context';
import type { Services } from '../services';
import type { CheckedDocument } from './document-cache';

type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/** The operations that take synth fields, and how their arguments read as those fields. */
const SYNTH_FIELDS_OF: Record<string, (args: Record<string, unknown>) => unknown> = {
  createSynth: (args) => args.input,
  updateSynth: (args) => args.input,
  previewSynth: (args) => args.input,
};

/** An argument's value: a literal in the document, or the request's variable. */
function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.LIST:
      return node.values.map((v) => valueOf(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, valueOf(f.value, variables)]));
    case Kind.NULL:
      return null;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    default:
      return 'value' in node ? node.value : undefined;
  }
}

/**
 * Whether a value has the shape of its GraphQL type ("[String!]!", "SynthInput!"): built-in scalars
 * by their JavaScript type, enums by their names, lists item by item, input objects field by field;
 * other scalars are left to GraphQL. Read through the schema's own methods, so any copy of graphql
 * in the process will do.
 */
function fits(schema: GraphQLSchema, type: string, value: unknown, depth = 0): boolean {
  if (depth > 8) return false;
  if (type.endsWith('!')) return value !== null && value !== undefined && fits(schema, type.slice(0, -1), value, depth);
  if (value === null || value === undefined) return true;
  if (type.startsWith('[')) {
    const item = type.slice(1, -1);
    return Array.isArray(value)
      ? value.every((v) => fits(schema, item, v, depth + 1))
      : fits(schema, item, value, depth + 1);
  }
  switch (type) {
    case 'String':
      return typeof value === 'string';
    case 'ID':
      return typeof value === 'string' || Number.isInteger(value);
    case 'Int':
      return Number.isInteger(value);
    case 'Float':
      return typeof value === 'number';
    case 'Boolean':
      return typeof value === 'boolean';
  }
  const named = schema.getType(type) as {
    getFields?: () => Record<string, { type: { toString(): string } }>;
    getValues?: () => { name: string }[];
  } | null;
  if (named?.getValues) return typeof value === 'string' && named.getValues().some((v) => v.name === value);
  if (!named?.getFields || 'getInterfaces' in named) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const fields = named.getFields();
  return Object.entries(value as Record<string, unknown>).every(
    ([name, v]) => name in fields && fits(schema, fields[name].type.toString(), v, depth + 1),
  );
}

/** The first top-level field of the chosen operation whose synth fields are malformed, with why. */
function malformedField(
  schema: GraphQLSchema,
  checked: CheckedDocument,
  operationName: unknown,
  given: Record<string, unknown>,
): { field: FieldNode; error: ValidationError } | null {
  const operation = checked.document.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return null;
  // Variables of the wrong type are GraphQL's to refuse, in its own words: only well-typed ones are looked at.
  const definitions = operation.variableDefinitions ?? [];
  if (!definitions.every((d) => fits(schema, print(d.type), given[d.variable.name.value]))) return null;
  const variables = given;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const fieldsOf = SYNTH_FIELDS_OF[selection.name.value];
    if (!fieldsOf) continue;
    const args = Object.fromEntries(
      (selection.arguments ?? []).map((a) => [a.name.value, valueOf(a.value, variables)]),
    );
    const fields = fieldsOf(args);
    if (!fields || typeof fields !== 'object') continue;
    const { errors } = validateSynthFields(fields as SynthFields, { partial: true });
    if (errors.length) return { field: selection, error: new ValidationError(errors) };
  }
  return null;
}

/**
 * In front of Apollo, after the document checks: an operation whose synth fields are malformed (a
 * topic of 100,000 characters, an address that is an object) is answered here as its resolver would
 * answer it, once the caller is identified from the credentials alone and before Apollo builds the
 * context, which reads the caller's user row. The checks that need the account (the plan's limits)
 * stay with the resolver. A caller who is not signed in is left to Apollo, which says so first.
 */
export function refuseMalformedInput(
  schema: GraphQLSchema,
  check: (query: string) => CheckedDocument,
  services: Services,
  format: FormatError,
): RequestHandler {
  return async (req, res, next) => {
    const body = req.method === 'POST' ? (req.body as Record<string, unknown> | undefined) : undefined;
    if (typeof body?.query !== 'string') return next();
    const variables =
      body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {};
    const malformed = malformedField(schema, check(body.query), body.operationName, variables);
    if (!malformed) return next();
    const identified = await identifyCaller(services, req.headers).catch(() => null);
    if (!identified?.identity) return next();
    const alias = malformed.field.alias?.value ?? malformed.field.name.value;
    const error = new GraphQLError(malformed.error.message, {
      nodes: [malformed.field],
      path: [alias],
      originalError: malformed.error,
    });
    res.status(200).json({ errors: [format(error.toJSON(), error)], data: null });
  };
}
