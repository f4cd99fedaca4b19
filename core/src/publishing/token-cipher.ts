// Platform tokens at rest: AES-256-GCM with a random nonce per value, so a copy of the database
// without PUBLISHING_TOKEN_KEY reveals nothing and a changed byte is refused, not decrypted. The
// owner ("userId|platform") is the associated data, so a sealed token moved to another person's row
// does not open. Each value names its key by id, so after a key change old values still open with
// the previous key and are sealed again with the new one.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v2';
/** Values sealed before the owner was bound and keys had ids: opened with any known key, then sealed anew. */
const UNBOUND_VERSION = 'v1';

export interface TokenOwner {
  userId: string;
  platform: string;
}

/** The key that seals, and the keys that sealed before it (still opened, never used to seal). */
export interface TokenKeyring {
  current: Buffer;
  previous: readonly Buffer[];
}

/** A short public name of a key (not the key): which key sealed a value. */
export function tokenKeyId(key: Buffer): string {
  return createHash('sha256').update('synth.token-key-id.').update(key).digest('base64url').slice(0, 8);
}

const ownerData = (owner: TokenOwner) => Buffer.from(`${owner.userId}|${owner.platform}`, 'utf8');

export function sealToken(plain: string, keyring: TokenKeyring, owner: TokenOwner): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.current, iv);
  cipher.setAAD(ownerData(owner));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    VERSION,
    tokenKeyId(keyring.current),
    iv.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    body.toString('base64'),
  ].join(':');
}

function open(key: Buffer, iv: string, tag: string, body: string, aad: Buffer | null): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}

/**
 * The token, and whether it should be sealed again (an older key or format sealed it). Throws when
 * no known key opens it: the key is unknown, the value was altered, or it belongs to another owner.
 */
export function openToken(
  sealed: string,
  keyring: TokenKeyring,
  owner: TokenOwner,
): { token: string; reseal: boolean } {
  const parts = sealed.split(':');
  if (parts[0] === VERSION && parts.length === 5) {
    const [, kid, iv, tag, body] = parts;
    const key = [keyring.current, ...keyring.previous].find((k) => tokenKeyId(k) === kid);
    if (!key) throw new Error('The stored token was sealed with a key this server does not have.');
    return { token: open(key, iv, tag, body, ownerData(owner)), reseal: key !== keyring.current };
  }
  if (parts[0] === UNBOUND_VERSION && parts.length === 4) {
    const [, iv, tag, body] = parts;
    for (const key of [keyring.current, ...keyring.previous]) {
      try {
        return { token: open(key, iv, tag, body, null), reseal: true };
      } catch {
        // The next key may be the one.
      }
    }
    throw new Error('The stored token does not open with any key this server has.');
  }
  throw new Error('The stored token is not in a known format.');
}
