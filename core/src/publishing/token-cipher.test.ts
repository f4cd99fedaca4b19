import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken } from './token-cipher';

describe('token cipher', () => {
  const key = randomBytes(32);

  it('seals a token so that the stored text does not contain it, and opens it with the same key', () => {
    const sealed = encryptToken('secret-access-token', key);
    expect(sealed).not.toContain('secret-access-token');
    expect(decryptToken(sealed, key)).toBe('secret-access-token');
    expect(encryptToken('secret-access-token', key)).not.toBe(sealed);
  });

  it('refuses another key and an altered value', () => {
    const sealed = encryptToken('secret-access-token', key);
    expect(() => decryptToken(sealed, randomBytes(32))).toThrow();
    const [v, iv, tag, body] = sealed.split(':');
    const flipped = Buffer.from(body, 'base64');
    flipped[0] ^= 1;
    expect(() => decryptToken([v, iv, tag, flipped.toString('base64')].join(':'), key)).toThrow();
  });
});
