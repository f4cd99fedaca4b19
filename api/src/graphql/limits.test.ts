import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY_LIMITS, limitRules, tokenLimitMessage, type QueryLimits } from './limits';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const schema = buildSchema(fs.readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
const errorsOf = (query: string, limits: QueryLimits = DEFAULT_QUERY_LIMITS) =>
  validate(schema, parse(query), limitRules(limits)).map((e) => e.message);

/** Every operation the web app sends, from its committed Relay artifacts. */
function webOperations(): { file: string; text: string }[] {
  const dir = path.join(ROOT, 'web', 'src', '__generated__');
  return fs.readdirSync(dir).flatMap((file) => {
    const m = /"text": ("(?:[^"\\]|\\.)*")/.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
    return m ? [{ file, text: JSON.parse(m[1]) as string }] : [];
  });
}

describe('query limits', () => {
  it("let every operation of the web app and the explorer's introspection through", () => {
    const ops = webOperations();
    expect(ops.length).toBeGreaterThan(10);
    for (const op of ops) expect([op.file, errorsOf(op.text)]).toEqual([op.file, []]);
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
  });

  it('count introspection: repeating __schema under aliases is refused', () => {
    const repeated = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`;
    expect(errorsOf(repeated(16)).join(' ')).toMatch(/uses 16 aliases; the limit is 15/);
    expect(errorsOf(repeated(11)).join(' ')).toMatch(/costs 5500; the limit is 5000/);
    expect(errorsOf(repeated(9))).toEqual([]);
  });

  it('count a connection asked without first as its default page', () => {
    const nested =
      '{ viewer { synths { edges { node { runs { edges { node { logs { edges { node { message } } } } } } } } } } }';
    expect(errorsOf(nested).join(' ')).toMatch(/costs \d+; the limit is 5000/);
    expect(errorsOf('{ viewer { synths { edges { node { id name } } } } }')).toEqual([]);
  });

  it('count __typename: a flood of it is refused by cost even without aliases', () => {
    const flood = (n: number) => `{ ${'__typename '.repeat(n)}}`;
    expect(errorsOf(flood(5001)).join(' ')).toMatch(/costs 5001; the limit is 5000/);
    expect(errorsOf(flood(20))).toEqual([]);
  });

  it('count aliased __typename as aliases', () => {
    const aliased = `{ ${Array.from({ length: 16 }, (_, i) => `t${i}: __typename`).join(' ')} }`;
    expect(errorsOf(aliased).join(' ')).toMatch(/uses 16 aliases; the limit is 15/);
  });

  it('stop the parser at the token limit, so a 20,000-field document never reaches validation', () => {
    const huge = `{ ${'viewer { user { id } } '.repeat(20_000 / 2)}}`;
    let refusal = '';
    try {
      parse(huge, { maxTokens: DEFAULT_QUERY_LIMITS.maxTokens });
    } catch (error) {
      refusal = (error as Error).message;
    }
    expect(tokenLimitMessage(refusal)).toBe('Query is too long: the limit is 1000 tokens.');
    for (const op of webOperations())
      expect(() => parse(op.text, { maxTokens: DEFAULT_QUERY_LIMITS.maxTokens })).not.toThrow();
    expect(() => parse(getIntrospectionQuery(), { maxTokens: DEFAULT_QUERY_LIMITS.maxTokens })).not.toThrow();
  });
});
