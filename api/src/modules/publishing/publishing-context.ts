// The per-request publishing services, built from the request's EntityManager.
import { clientsFor, ConnectedAccounts, Publications } from '@synth/core/publishing';
import type { Context } from '../../context';

export function connectedAccountsOf(ctx: Context): ConnectedAccounts {
  const { config } = ctx.services;
  return new ConnectedAccounts(ctx.em, {
    publishing: config.publishing,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
  });
}

export const publicationsOf = (ctx: Context): Publications =>
  new Publications(ctx.em, clientsFor(ctx.services.config.publishing.apps));
