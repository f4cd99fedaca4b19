// Rules for adding feeds and their exact toasts.
import type { ToastInput } from '../toast/toastStore';

export const feedToasts = {
  emptyUrl: { title: 'Validation Error', description: 'Please enter a valid RSS feed URL', variant: 'destructive' },
  duplicate: { title: 'Duplicate Feed', description: 'This RSS feed is already in your list.', variant: 'destructive' },
  maxReached: (plan: string, max: number): ToastInput => ({
    title: 'Maximum RSS feeds reached',
    description: `Your ${plan} plan allows up to ${max} RSS feeds. Upgrade your subscription for more feeds.`,
    variant: 'destructive',
  }),
  invalidFeed: (message?: string): ToastInput => ({
    title: 'Invalid RSS Feed',
    description: message || 'Failed to fetch articles from the RSS feed.',
    variant: 'destructive',
  }),
  opmlImported: (added: number, skipped: number): ToastInput => ({
    title: 'OPML imported',
    description: `Added ${added} feed${added === 1 ? '' : 's'} from the file.${skipped ? ` ${skipped} ${skipped === 1 ? 'was' : 'were'} already in your list.` : ''}`,
  }),
  opmlFailed: (message: string): ToastInput => ({
    title: 'Invalid OPML file',
    description: message,
    variant: 'destructive',
  }),
  validateFailed: (message: string): ToastInput => ({
    title: 'Error',
    description: `Failed to validate RSS feed: ${message}`,
    variant: 'destructive',
  }),
} satisfies Record<string, ToastInput | ((...args: never[]) => ToastInput)>;

const canonical = (url: string) => url.trim().replace(/\/+$/, '').toLowerCase();

export const filledFeeds = (urls: string[]) => urls.filter((u) => u.trim() !== '');

export type AddFeedResult = { ok: true; rssFeedUrls: string[] } | { ok: false; toast: ToastInput };

/** Adds a URL unless it is empty, a duplicate or over the plan's maximum. */
export function addFeed(urls: string[], raw: string, max: number, plan: string): AddFeedResult {
  const url = raw.trim();
  if (!url) return { ok: false, toast: feedToasts.emptyUrl };
  if (urls.some((u) => u.trim() && canonical(u) === canonical(url))) return { ok: false, toast: feedToasts.duplicate };
  const filled = filledFeeds(urls);
  if (filled.length >= max) return { ok: false, toast: feedToasts.maxReached(plan, max) };
  // The default list is one empty row: fill it rather than leaving a blank line above.
  const blank = urls.findIndex((u) => u.trim() === '');
  const next = blank >= 0 ? urls.map((u, i) => (i === blank ? url : u)) : [...urls, url];
  return { ok: true, rssFeedUrls: next };
}

export type AddFeedsResult = { rssFeedUrls: string[]; added: number; duplicates: number; overLimit: number };

/** Adds many URLs under the same rules as one: duplicates are skipped and adding stops at the plan's maximum. */
export function addFeeds(urls: string[], incoming: string[], max: number, plan: string): AddFeedsResult {
  let next = urls;
  let added = 0;
  let duplicates = 0;
  for (const url of incoming) {
    const result = addFeed(next, url, max, plan);
    if (result.ok) {
      next = result.rssFeedUrls;
      added++;
    } else if (result.toast === feedToasts.duplicate) duplicates++;
    else if (result.toast !== feedToasts.emptyUrl)
      return { rssFeedUrls: next, added, duplicates, overLimit: incoming.length - added - duplicates };
  }
  return { rssFeedUrls: next, added, duplicates, overLimit: 0 };
}
