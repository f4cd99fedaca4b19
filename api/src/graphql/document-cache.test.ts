import { describe, expect, it } from 'vitest';
import { buildSchema, GraphQLError, specifiedRules, type ValidationRule } from 'graphql';
import { documentCache } from './document-cache';

const schema = buildSchema('type Query { hello: String, other: String }');
let validations = 0;
/** A rule that counts how often documents are validated and refuses the field `other`. */
const counting: ValidationRule = (context) => {
  validations++;
  return {
    Field(node) {
      if (node.name.value === 'other') context.reportError(new GraphQLError('other is refused'));
    },
  };
};

describe('documentCache', () => {
  it('parses and validates each operation text once, and refuses an invalid one every time', () => {
    const check = documentCache(schema, [...specifiedRules, counting]);
    const first = check('{ hello }');
    expect(check('{ hello }').document).toBe(first.document);
    expect(first.errors).toEqual([]);
    expect(validations).toBe(1);
    expect(check('{ other }').errors.map((e) => e.message)).toEqual(['other is refused']);
    expect(check('{ other }').errors.map((e) => e.message)).toEqual(['other is refused']);
    expect(validations).toBe(2);
  });

  it('throws on a syntax error, each time', () => {
    const check = documentCache(schema, specifiedRules);
    expect(() => check('{ hello')).toThrow(/Syntax Error/);
    expect(() => check('{ hello')).toThrow(/Syntax Error/);
  });

  it('checks a long text each time without remembering it', () => {
    const check = documentCache(schema, [counting]);
    const long = `{ hello } # ${'x'.repeat(30_000)}`;
    const before = validations;
    expect(check(long).errors).toEqual([]);
    expect(check(long).errors).toEqual([]);
    expect(validations - before).toBe(2);
  });
});
