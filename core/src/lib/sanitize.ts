// Feed HTML is written by strangers and shown in our pages and emails: only a small allowlist of
// formatting survives, and links can only lead to http(s)/mailto addresses.
import sanitize from 'sanitize-html';
import { isHttpUrl } from './http-url';
import { memoizeByText } from './text-memo';

const LINK_ATTRS = { rel: 'noopener noreferrer nofollow', target: '_blank' };

const RICH: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'ul',
    'ol',
    'li',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'pre',
    'code',
    'img',
  ],
  // rel/target are listed only so the values set by transformTags survive; ours always win.
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Common layout tags become their nearest allowed cousin so paragraphs do not run together.
    ...Object.fromEntries(
      ['div', 'section', 'article', 'header', 'footer', 'figure', 'figcaption', 'tr'].map((t) => [t, 'p']),
    ),
    h5: 'h4',
    h6: 'h4',
    a: sanitize.simpleTransform('a', LINK_ATTRS),
    // A relative image would load from our own origin; only absolute http(s) images are kept.
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && isHttpUrl(src) ? { ...rest, src } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, RICH);
}

// Tags whose edges become line breaks in plain text; all others vanish.
const BLOCK_TAGS = [
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'table',
  'figure',
  'figcaption',
  'hr',
];
const LINE_TAGS = ['br', 'li', 'tr', 'dt', 'dd'];
const CELL_TAGS = ['td', 'th'];

const TEXT_ONLY: sanitize.IOptions = {
  allowedTags: [...BLOCK_TAGS, ...LINE_TAGS, ...CELL_TAGS],
  allowedAttributes: {},
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'template'],
};

/** Plain text: entities decoded, whitespace collapsed, paragraphs separated by a blank line. */
export const htmlToText: (html: string) => string = memoizeByText(htmlToTextUncached);

function htmlToTextUncached(html: string): string {
  // After sanitising, the only markup left is attribute-free allowlisted tags, so regexes are safe.
  return decodeBasicEntities(
    sanitize(html, TEXT_ONLY)
      .replace(/\s+/g, ' ')
      .replace(new RegExp(`<\\/?(?:${CELL_TAGS.join('|')})\\s*\\/?>`, 'gi'), ' ')
      .replace(new RegExp(`<(?:${LINE_TAGS.join('|')})\\s*\\/?>`, 'gi'), '\n')
      .replace(new RegExp(`<\\/(?:${LINE_TAGS.join('|')})>`, 'gi'), '')
      .replace(/<[^>]*>/g, '\n\n'),
  )
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}

const UNESCAPES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&apos;': "'",
};

// sanitize-html re-escapes only these; one pass so "&amp;lt;" becomes "&lt;", not "<".
function decodeBasicEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|apos|#39|#x27);/g, (entity) => UNESCAPES[entity]);
}
