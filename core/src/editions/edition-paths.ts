// Where a public synth's pages live: its archive, each digest on it, its Atom feed and its
// subscribe form, all under the archive's random address.

/** The archive of a public synth is at /p/<slug>. */
export const PUBLIC_ARCHIVE_PATH = '/p';

/** A slug we issue: lower-case letters and digits. Checked before any query reads it. */
const SLUG_RE = /^[a-z0-9]{8,32}$/;
export const isEditionSlug = (s: unknown): s is string => typeof s === 'string' && SLUG_RE.test(s);

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export const archiveUrl = (publicUrl: string, slug: string) => `${base(publicUrl)}${PUBLIC_ARCHIVE_PATH}/${slug}`;
export const feedUrl = (publicUrl: string, slug: string) => `${archiveUrl(publicUrl, slug)}/feed.atom`;
export const issueUrl = (publicUrl: string, slug: string, runId: string) =>
  `${archiveUrl(publicUrl, slug)}/${encodeURIComponent(runId)}`;
export const subscribeUrl = (publicUrl: string, slug: string) => `${archiveUrl(publicUrl, slug)}/subscribe`;
