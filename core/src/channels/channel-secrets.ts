// A channel's webhook address and signing secret at rest, sealed with the key that seals platform
// tokens and bound to the channel, so a sealed value copied to another row does not open.
import { openToken, sealToken, type TokenKeyring } from '../publishing/token-cipher';

const ownerOf = (channel: { id: string; userId: string }, part: 'url' | 'secret') => ({
  userId: channel.userId,
  platform: `channel:${channel.id}:${part}`,
});

export function sealChannelValue(
  plain: string,
  keyring: TokenKeyring,
  channel: { id: string; userId: string },
  part: 'url' | 'secret',
): string {
  return sealToken(plain, keyring, ownerOf(channel, part));
}

export function openChannelValue(
  sealed: string,
  keyring: TokenKeyring,
  channel: { id: string; userId: string },
  part: 'url' | 'secret',
): string {
  return openToken(sealed, keyring, ownerOf(channel, part)).token;
}

/** What the owner is shown of a webhook address: its host and its last four characters. */
export function channelUrlHint(url: URL): string {
  const tail = url.href.replace(/\/+$/, '').slice(-4);
  return `${url.host}/…${tail}`.slice(0, 120);
}
