import { request } from './http';
import type { ClientConfig, LoginResponse } from './types';

export const getClientConfig = () => request<ClientConfig>('/api/client-config');

/** Trades a Google/Firebase ID token for the httpOnly session cookie; the server upserts the user. */
export const login = (idToken: string) =>
  request<LoginResponse>('/api/auth/login', { method: 'POST', body: { idToken }, allowUnauthorized: true });

export const logout = () =>
  request<{ ok: boolean }>('/api/auth/logout', { method: 'POST', body: {}, allowUnauthorized: true });
