import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openToken, sealToken, tokenKeyId, type TokenKeyring } from './token-cipher';

const keyring = (current = randomBytes(32), previous: Buffer[] = []): TokenKeyring => ({ current, previous });
const ann = { userId: 'user-ann', platform: 'x' };
const bob = { userId: 'user-bob', platform: 'x' };

/** A value as tokens were sealed before owners were bound and keys named (no associated data). */
function sealedTheOldWay(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

describe('token cipher', () => {
  const keys = keyring();

  it('seals a token so that the stored text does not contain it, and opens it with the same key for the same owner', () => {
    const sealed = sealToken('secret-access-token', keys, ann);
    expect(sealed).not.toContain('secret-access-token');
    expect(openToken(sealed, keys, ann)).toEqual({ token: 'secret-access-token', reseal: false });
    expect(sealToken('secret-access-token', keys, ann)).not.toBe(sealed);
  });

  it("refuses a sealed token moved to another person's row or another platform", () => {
    const sealed = sealToken('secret-access-token', keys, ann);
    expect(() => openToken(sealed, keys, bob)).toThrow();
    expect(() => openToken(sealed, keys, { ...ann, platform: 'linkedin' })).toThrow();
  });

  it('refuses an unknown key and an altered value', () => {
    const sealed = sealToken('secret-access-token', keys, ann);
    expect(() => openToken(sealed, keyring(), ann)).toThrow(/key this server does not have/);
    const [v, kid, iv, tag, body] = sealed.split(':');
    const flipped = Buffer.from(body, 'base64');
    flipped[0] ^= 1;
    expect(() => openToken([v, kid, iv, tag, flipped.toString('base64')].join(':'), keys, ann)).toThrow();
  });

  it('opens a value sealed with the previous key after a key change, and asks for it to be sealed again', () => {
    const old = randomBytes(32);
    const sealed = sealToken('secret-access-token', keyring(old), ann);
    const rotated = keyring(randomBytes(32), [old]);
    expect(openToken(sealed, rotated, ann)).toEqual({ token: 'secret-access-token', reseal: true });
    const resealed = sealToken('secret-access-token', rotated, ann);
    expect(resealed.split(':')[1]).toBe(tokenKeyId(rotated.current));
    expect(openToken(resealed, rotated, ann).reseal).toBe(false);
  });

  it('opens a value of the old format with any known key, and asks for it to be sealed again', () => {
    const old = randomBytes(32);
    const legacy = sealedTheOldWay('secret-access-token', old);
    expect(openToken(legacy, keyring(randomBytes(32), [old]), ann)).toEqual({
      token: 'secret-access-token',
      reseal: true,
    });
    expect(() => openToken(legacy, keyring(), ann)).toThrow(/does not open/);
  });

  it('names a key without revealing it', () => {
    const key = randomBytes(32);
    expect(tokenKeyId(key)).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(key.toString('base64')).not.toContain(tokenKeyId(key));
  });
});
