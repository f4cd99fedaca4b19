import { query, request } from './http';
import type { FeedValidation, ProfessionalCategory, RssFeedItem } from './types';

export const validateRssFeed = (rssUrl: string) =>
  request<FeedValidation>('/api/synths/validate/rss', { method: 'POST', body: { rssUrl } });

/** Category names; tolerates a list of {name} objects too. */
export async function getRssCategories(signal?: AbortSignal): Promise<string[]> {
  const data = await request<unknown>('/api/rss/categories', { signal });
  const list = Array.isArray(data) ? data : ((data as { categories?: unknown[] })?.categories ?? []);
  return list.map((c) => (typeof c === 'string' ? c : String((c as { name?: string }).name ?? ''))).filter(Boolean);
}

export async function searchRssFeeds(params: { category?: string; q?: string }, signal?: AbortSignal): Promise<RssFeedItem[]> {
  const data = await request<unknown>(`/api/rss/search${query({ category: params.category, limit: 50, q: params.q })}`, { signal });
  const list = Array.isArray(data) ? data : ((data as { feeds?: unknown[] })?.feeds ?? []);
  return list as RssFeedItem[];
}

export async function getProfessionalCategories(): Promise<ProfessionalCategory[]> {
  const data = await request<unknown>('/api/professional/categories');
  const list = Array.isArray(data) ? data : ((data as { categories?: unknown[] })?.categories ?? []);
  return list as ProfessionalCategory[];
}
