// The digest's colours in light and dark mode. Light is inline (every client shows it); dark is a
// `prefers-color-scheme` block that swaps the same roles by class, for the clients that honour it.
// Each pair of text and background is checked for a contrast of at least 4.5:1 in a test.

export interface DigestPalette {
  page: string;
  card: string;
  text: string;
  muted: string;
  link: string;
  heading: string;
  headerBg: string;
  headerText: string;
  headerMuted: string;
  postBg: string;
  rule: string;
}

export const LIGHT: DigestPalette = {
  page: '#f4f5f7',
  card: '#ffffff',
  text: '#1f2933',
  muted: '#4b5563',
  link: '#1d4ed8',
  heading: '#1f2a44',
  headerBg: '#1f2a44',
  headerText: '#ffffff',
  headerMuted: '#c7d2fe',
  postBg: '#f3f4f6',
  rule: '#e5e7eb',
};

export const DARK: DigestPalette = {
  page: '#0f141c',
  card: '#1b2230',
  text: '#e5e7eb',
  muted: '#c2c8d2',
  link: '#93c5fd',
  heading: '#f3f4f6',
  headerBg: '#0b1220',
  headerText: '#ffffff',
  headerMuted: '#c7d2fe',
  postBg: '#263042',
  rule: '#334155',
};

/** The text colours and the backgrounds they are read on, in one palette. */
export function readablePairs(p: DigestPalette): { name: string; fg: string; bg: string }[] {
  return [
    { name: 'text on card', fg: p.text, bg: p.card },
    { name: 'muted on card', fg: p.muted, bg: p.card },
    { name: 'link on card', fg: p.link, bg: p.card },
    { name: 'heading on card', fg: p.heading, bg: p.card },
    { name: 'header text', fg: p.headerText, bg: p.headerBg },
    { name: 'header date', fg: p.headerMuted, bg: p.headerBg },
    { name: 'post text', fg: p.text, bg: p.postBg },
    { name: 'footer on page', fg: p.muted, bg: p.page },
    { name: 'footer link on page', fg: p.link, bg: p.page },
  ];
}

// Classes carry the roles so the dark block can recolour them; `!important` beats the inline light style.
const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .d-page, .d-page > table > tbody > tr > td { background-color: ${DARK.page} !important; }
  .d-card { background-color: ${DARK.card} !important; border-color: ${DARK.rule} !important; }
  .d-text { color: ${DARK.text} !important; }
  .d-muted { color: ${DARK.muted} !important; }
  .d-link { color: ${DARK.link} !important; }
  .d-heading { color: ${DARK.heading} !important; }
  .d-header { background-color: ${DARK.headerBg} !important; color: ${DARK.headerText} !important; }
  .d-post { background-color: ${DARK.postBg} !important; color: ${DARK.text} !important; }
  .d-header-link { color: ${DARK.headerMuted} !important; }
  .d-minute a { color: ${DARK.heading} !important; }
}
`;

// On a phone the side padding narrows, so the lines at the top take fewer rows of the first screen.
const NARROW_CSS = `
@media (max-width: 480px) {
  .d-pad { padding-left: 16px !important; padding-right: 16px !important; }
}
`;

/** The digest's one style block: dark mode, and narrower padding on a phone. */
export const DIGEST_CSS = `${DARK_MODE_CSS}${NARROW_CSS}`;
