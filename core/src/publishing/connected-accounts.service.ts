// Connecting, listing and disconnecting a person's accounts on the publishing platforms. Every query names the
// person, so nobody reads, uses or removes another person's connection.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../lib/errors';
import { MAX_APP_PASSWORD_CHARS, MAX_OAUTH_PARAM_CHARS, MAX_PLATFORM_HANDLE_CHARS } from '../lib/input-limits';
import type { User } from '../users/user.entity';
import { ConnectedAccount } from './connected-account.entity';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { connectionState, instanceOfState, pkceChallenge, pkceVerifier, verifyConnectionState } from './oauth-state';
import { InstanceApp } from './instance-app.entity';
import type { PlatformInstance } from './platforms/platform-client';
import { clientsFor, type PublishingClients } from './platforms/platform-clients';
import type { PublishingSettings } from './publishing-settings';
import { publishingPlatform, type PublishingPlatformId } from './platforms';
import { openToken, sealToken } from './token-cipher';
import { PublishFailure, reconnectFailure } from './publish-failure';
import type { TokenSet } from './platforms/platform-http';

/** A token this close to its end is refreshed (where the platform refreshes tokens) before it is used. */
const REFRESH_MARGIN_MS = 5 * 60_000;

export interface ConnectionSettings {
  publishing: PublishingSettings;
  appSecret: string;
  publicUrl: string;
}

export class ConnectedAccounts {
  readonly clients: PublishingClients;

  constructor(
    private readonly em: EntityManager,
    private readonly settings: ConnectionSettings,
    clients?: PublishingClients,
  ) {
    this.clients = clients ?? clientsFor(settings.publishing.apps);
  }

  redirectUri(platform: PublishingPlatformId): string {
    return `${this.settings.publicUrl}/api/publishing/${platform}/callback`;
  }

  /** Whether this server has an app for the platform (its own or the local stand-in's). */
  available(platform: PublishingPlatformId): boolean {
    return this.clients.get(platform).available;
  }

  /**
   * Where to send the person's browser to allow access. On a platform of independent servers the
   * person names theirs (`server`), and Synth's app is registered there the first time.
   */
  async startConnection(user: User, platform: PublishingPlatformId, server: string | null = null): Promise<string> {
    const instance = await this.instanceToConnect(platform, server);
    const { state, nonce } = connectionState(user.id, platform, this.settings.appSecret, Date.now(), instance?.url);
    return this.clients.get(platform).authorizeUrl({
      state,
      redirectUri: this.redirectUri(platform),
      codeChallenge: pkceChallenge(pkceVerifier(nonce, this.settings.appSecret)),
      instance,
    });
  }

  /** The named server with Synth's app on it, registering the app there if nobody has yet; null where the platform has no servers. */
  private async instanceToConnect(
    platform: PublishingPlatformId,
    named: string | null,
  ): Promise<PlatformInstance | null> {
    const p = publishingPlatform(platform);
    if (!p.perInstance) return null;
    const client = this.clients.get(platform);
    if (!named?.trim() || named.length > MAX_PLATFORM_HANDLE_CHARS || !client.serverOf || !client.registerApp)
      throw new ValidationError([
        { field: 'server', message: `Enter the ${p.label} server your account is on, such as mastodon.social.` },
      ]);
    let server: string;
    try {
      server = client.serverOf(named);
    } catch (err) {
      if (err instanceof PublishFailure) throw new ValidationError([{ field: 'server', message: err.message }]);
      throw err;
    }
    const known = await this.instanceApp(platform, server);
    if (known) return known;
    const app = await client.registerApp(server, this.redirectUri(platform));
    this.em.create(InstanceApp, {
      platform,
      server,
      clientId: app.clientId,
      clientSecretSealed: sealToken(
        app.clientSecret,
        this.settings.publishing.tokenKeyring,
        instanceOwner(platform, server),
      ),
    } as unknown as InstanceApp);
    try {
      await this.em.flush();
    } catch (err) {
      // Someone else on the same server connected at the same moment: their registration is the app.
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      this.em.clear();
      return (await this.instanceApp(platform, server))!;
    }
    return { url: server, ...app };
  }

  /** Synth's app on the server, as registered; null when it is not registered there. */
  private async instanceApp(
    platform: PublishingPlatformId,
    server: string | null | undefined,
  ): Promise<PlatformInstance | null> {
    if (!server) return null;
    const app = await this.em.findOne(InstanceApp, { platform, server });
    if (!app) return null;
    const { token } = openToken(
      app.clientSecretSealed,
      this.settings.publishing.tokenKeyring,
      instanceOwner(platform, server),
    );
    return { url: server, clientId: app.clientId, clientSecret: token };
  }

  /** Finishes the flow the person started; a state made for someone else, or expired, is refused. */
  async completeConnection(
    user: User,
    platform: PublishingPlatformId,
    code: string,
    state: string,
  ): Promise<ConnectedAccount> {
    const label = publishingPlatform(platform).label;
    if (code.length > MAX_OAUTH_PARAM_CHARS || state.length > MAX_OAUTH_PARAM_CHARS)
      throw new ValidationError([{ field: 'code', message: `The answer from ${label} is too long to be genuine.` }]);
    const nonce = verifyConnectionState(state, user.id, platform, this.settings.appSecret);
    if (!nonce)
      throw new ValidationError([
        {
          field: 'state',
          message: `This ${label} connection was not started from your account or took too long. Please connect again.`,
        },
      ]);
    const client = this.clients.get(platform);
    const instance = await this.instanceApp(platform, instanceOfState(state, this.settings.appSecret));
    if (publishingPlatform(platform).perInstance && !instance)
      throw new ValidationError([
        { field: 'state', message: `This ${label} connection names no server. Please connect again.` },
      ]);
    const tokens = await client.exchangeCode({
      code,
      redirectUri: this.redirectUri(platform),
      codeVerifier: pkceVerifier(nonce, this.settings.appSecret),
      instance,
    });
    return this.keep(user, platform, tokens, instance);
  }

  /**
   * Connects a platform that signs in with an app password: the password the person made for Synth
   * is exchanged at once for a session and never stored.
   */
  async connectWithPassword(
    user: User,
    platform: PublishingPlatformId,
    identifier: string,
    password: string,
  ): Promise<ConnectedAccount> {
    const label = publishingPlatform(platform).label;
    const client = this.clients.get(platform);
    if (!client.signInWithPassword || !client.available)
      throw new ValidationError([
        { field: 'platform', message: `${label} does not connect with an app password here.` },
      ]);
    const handle = identifier.length > MAX_PLATFORM_HANDLE_CHARS ? '' : identifier.trim().replace(/^@/, '');
    if (!handle)
      throw new ValidationError([
        { field: 'identifier', message: `Enter your ${label} handle, such as alex.bsky.social.` },
      ]);
    if (!password || password.length > MAX_APP_PASSWORD_CHARS)
      throw new ValidationError([
        { field: 'password', message: `Enter the app password you made for Synth on ${label}.` },
      ]);
    let tokens: TokenSet;
    try {
      tokens = await client.signInWithPassword({ identifier: handle, password, instance: null });
    } catch (err) {
      if (err instanceof PublishFailure && !err.retryable)
        throw new ValidationError([{ field: 'password', message: err.message }]);
      throw err;
    }
    return this.keep(user, platform, tokens);
  }

  /** Stores the new connection's tokens, sealed, replacing the person's earlier connection to the platform. */
  private async keep(
    user: User,
    platform: PublishingPlatformId,
    tokens: TokenSet,
    instance: PlatformInstance | null = null,
  ): Promise<ConnectedAccount> {
    const member = await this.clients.get(platform).member(tokens.accessToken, instance);
    const fields = {
      instance: instance?.url ?? null,
      externalId: member.externalId,
      displayName: member.displayName,
      handle: member.handle,
      expiresAt: tokens.expiresAt,
      reminderSentAt: null,
      ...this.sealed({ user, platform }, tokens.accessToken, tokens.refreshToken),
    };
    const existing = await this.find(user, platform);
    const account = existing
      ? Object.assign(existing, fields)
      : this.em.create(ConnectedAccount, { user, platform, ...fields } as unknown as ConnectedAccount);
    await this.em.flush();
    return account;
  }

  find(user: User, platform: PublishingPlatformId): Promise<ConnectedAccount | null> {
    return this.em.findOne(ConnectedAccount, { user, platform });
  }

  /**
   * Revokes the tokens at the platform (best effort) and deletes them here; false when none was
   * connected. The row goes even when a token cannot be opened (its key was retired, or it was altered).
   */
  async disconnect(user: User, platform: PublishingPlatformId): Promise<boolean> {
    const account = await this.find(user, platform);
    if (!account) return false;
    const client = this.clients.get(platform);
    for (const sealed of [account.accessTokenSealed, account.refreshTokenSealed]) {
      if (!sealed) continue;
      try {
        await client.revoke(this.open(account, sealed), await this.instanceApp(platform, account.instance));
      } catch {
        // Nothing to revoke with, or the platform did not answer: the connection is deleted all the same.
      }
    }
    await this.em.removeAndFlush(account);
    return true;
  }

  /** A working access token, refreshed when it is about to expire and the platform refreshes tokens. */
  async accessToken(account: ConnectedAccount, now = Date.now()): Promise<string> {
    const expiring = account.expiresAt && account.expiresAt.getTime() - REFRESH_MARGIN_MS <= now;
    if (!expiring) return this.openAndReseal(account);
    return this.refreshAccessToken(account, 'stored token expired');
  }

  /**
   * A new access token from the refresh token, stored sealed; for a token about to expire or one the platform
   * refused early (revoked, or ended before its time). Without a refresh token the person reconnects.
   */
  async refreshAccessToken(account: ConnectedAccount, why: string): Promise<string> {
    const client = this.clients.get(account.platform);
    if (!client.refresh || !account.refreshTokenSealed) throw reconnectFailure(account.platform, why);
    const used = account.refreshTokenSealed;
    let tokens: TokenSet;
    try {
      tokens = await client.refresh(
        this.open(account, used),
        await this.instanceApp(account.platform, account.instance),
      );
    } catch (err) {
      if (!(err instanceof PublishFailure && err.kind === 'reconnect')) throw err;
      // Refresh tokens rotate: another publish of this person's may have just used this one.
      await this.em.refresh(account);
      if (account.refreshTokenSealed && account.refreshTokenSealed !== used)
        return this.open(account, account.accessTokenSealed);
      // The platform refused the refresh token itself: it will never work again, so the connection asks to be made anew.
      Object.assign(account, { refreshTokenSealed: null, expiresAt: new Date() });
      await this.em.flush();
      throw err;
    }
    Object.assign(account, {
      expiresAt: tokens.expiresAt,
      ...this.sealed(
        account,
        tokens.accessToken,
        tokens.refreshToken ?? this.open(account, account.refreshTokenSealed),
      ),
    });
    await this.em.flush();
    return tokens.accessToken;
  }

  private sealed(owner: TokenOwnerOf, accessToken: string, refreshToken: string | null) {
    const keyring = this.settings.publishing.tokenKeyring;
    const bound = { userId: owner.user.id, platform: owner.platform };
    return {
      accessTokenSealed: sealToken(accessToken, keyring, bound),
      refreshTokenSealed: refreshToken ? sealToken(refreshToken, keyring, bound) : null,
    };
  }

  private open(owner: TokenOwnerOf, sealed: string): string {
    return this.opened(owner, sealed).token;
  }

  /** A token that does not open (retired key, altered or moved value) works as an expired one: the person reconnects. */
  private opened(owner: TokenOwnerOf, sealed: string): { token: string; reseal: boolean } {
    try {
      return openToken(sealed, this.settings.publishing.tokenKeyring, {
        userId: owner.user.id,
        platform: owner.platform,
      });
    } catch (err) {
      throw reconnectFailure(owner.platform, (err as Error).message);
    }
  }

  /** The access token; tokens sealed with a retired key or the old format are sealed again with the current key. */
  private async openAndReseal(account: ConnectedAccount): Promise<string> {
    const access = this.opened(account, account.accessTokenSealed);
    const refresh = account.refreshTokenSealed ? this.opened(account, account.refreshTokenSealed) : null;
    if (access.reseal || refresh?.reseal) {
      Object.assign(account, this.sealed(account, access.token, refresh?.token ?? null));
      await this.em.flush();
    }
    return access.token;
  }
}

/** What binds an app's sealed secret to its row: the platform and the server. */
const instanceOwner = (platform: PublishingPlatformId, server: string) => ({ userId: `server:${server}`, platform });

/** What binds a sealed token to its row: the person and the platform. */
type TokenOwnerOf = { user: { id: string }; platform: PublishingPlatformId };
