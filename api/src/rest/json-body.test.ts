import { describe, expect, it } from 'vitest';
import { carriesNulCharacter } from './json-body';

const carries = (value: unknown) => carriesNulCharacter(Buffer.from(JSON.stringify(value)));

describe('carriesNulCharacter', () => {
  it('finds U+0000 anywhere in a JSON body', () => {
    expect(carries({ name: 'digest\u0000' })).toBe(true);
    expect(carries({ input: { topics: ['a', '\u0000b'] } })).toBe(true);
    expect(carries({ name: '\\\u0000' })).toBe(true);
  });

  it('lets through the six characters \\u0000 written as text, and bodies without it', () => {
    expect(carries({ prompt: 'JSON writes the NUL character as \\u0000' })).toBe(false);
    expect(carries({ prompt: '\\\\u0000' })).toBe(false);
    expect(carries({ name: 'digest', topics: ['u0000'] })).toBe(false);
  });
});
