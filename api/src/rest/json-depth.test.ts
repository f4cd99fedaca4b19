import { describe, expect, it } from 'vitest';
import { nestsDeeperThan, valueNestsDeeperThan } from './json-depth';

const deeper = (text: string, max = 3) => nestsDeeperThan(Buffer.from(text), max);

describe('nestsDeeperThan', () => {
  it('refuses arrays and objects nested past the limit, in any mix', () => {
    expect(deeper('[[[[1]]]]')).toBe(true);
    expect(deeper('{"a":{"b":[{"c":1}]}}')).toBe(true);
    expect(deeper(JSON.stringify({ name: '['.repeat(20_000).split('') }), 32)).toBe(false);
    const tower = '['.repeat(20_000) + ']'.repeat(20_000);
    expect(deeper(`{"input":{"name":${tower}}}`, 32)).toBe(true);
  });

  it('lets through bodies at the limit and many brackets side by side', () => {
    expect(deeper('[[[1]]]')).toBe(false);
    expect(deeper(JSON.stringify({ topics: Array.from({ length: 500 }, () => ['a']) }))).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(deeper(JSON.stringify({ name: '[[[[[[{{{{{' }))).toBe(false);
    expect(deeper(JSON.stringify({ name: 'say \\"[[[[[[" and \\\\', topics: ['[[[['] }))).toBe(false);
    expect(deeper(`{"a":"\\\\","b":[[[[1]]]]}`)).toBe(true);
  });
});

describe('valueNestsDeeperThan', () => {
  it('counts arrays and objects of a parsed value, a tower of 100,000 without overflowing the stack', () => {
    let tower: unknown = 'x';
    for (let i = 0; i < 100_000; i++) tower = [tower];
    expect(valueNestsDeeperThan({ input: { name: tower } }, 32)).toBe(true);
    expect(valueNestsDeeperThan({ a: [[1]] }, 3)).toBe(false);
    expect(valueNestsDeeperThan({ a: [[{ b: 1 }]] }, 3)).toBe(true);
    expect(valueNestsDeeperThan('[[[[[[', 3)).toBe(false);
  });
});
