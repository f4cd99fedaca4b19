// The one "is this an http(s) address" rule. Feed addresses, article links and links in emails all
// go through it, so javascript:, data:, file: and relative addresses are refused the same way
// everywhere. Pure: the web app bundles it too.

/** The address as a URL when it is an absolute http or https one (resolved against `base` if given); otherwise null. */
export function parseHttpUrl(value: string, base?: string): URL | null {
  try {
    const url = new URL(value.trim(), base);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url : null;
  } catch {
    return null;
  }
}

/** The normalised href of an absolute http(s) address; null for anything else, or nothing. */
export function safeUrl(value: string | null | undefined): string | null {
  return value ? (parseHttpUrl(value)?.href ?? null) : null;
}

/** True for an absolute http or https address with a host. */
export const isHttpUrl = (value: string): boolean => parseHttpUrl(value) !== null;
