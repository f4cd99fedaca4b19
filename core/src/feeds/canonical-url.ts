// One spelling per article address, so the same story reached through different feeds, tracking
// links or http/https is stored and summarised once.
import { parseHttpUrl } from '../lib/http-url';

const TRACKING_PARAMS = new Set(['fbclid', 'gclid', 'mc_cid', 'mc_eid', 'ref']);

export function canonicalUrl(link: string | null | undefined): string | null {
  const url = link ? parseHttpUrl(link) : null;
  if (!url) return null;
  // The URL parser already lower-cases scheme and host and drops the scheme's default port.
  if (url.port === '80' || url.port === '443') url.port = '';
  url.protocol = 'https:';
  url.hostname = url.hostname.replace(/\.$/, '');
  url.hash = '';

  const kept = [...url.searchParams].filter(([name]) => {
    const lower = name.toLowerCase();
    return !lower.startsWith('utm_') && !TRACKING_PARAMS.has(lower);
  });
  kept.sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)));
  url.search = kept.length ? new URLSearchParams(kept).toString() : '';

  if (url.pathname !== '/') url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return url.href;
}

// Code-unit order, not locale order, so the result never depends on the server's locale.
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
