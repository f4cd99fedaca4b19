// The platforms' public share-intent pages: no API key, nothing sent but the post's text and a
// public article link the user can already see.
import { safeUrl } from '@synth/core/pure';

export interface ShareLinks {
  linkedIn: string | null;
  x: string;
  facebook: string | null;
}

/** Share URLs for a post; LinkedIn and Facebook share a link (only an http(s) article link), X takes the text. */
export function shareLinks(text: string, articleLink: string | null | undefined): ShareLinks {
  const link = safeUrl(articleLink);
  const enc = encodeURIComponent;
  return {
    linkedIn: link ? `https://www.linkedin.com/sharing/share-offsite/?url=${enc(link)}` : null,
    x: `https://x.com/intent/tweet?text=${enc(text)}`,
    facebook: link ? `https://www.facebook.com/sharer/sharer.php?u=${enc(link)}` : null,
  };
}
