import { HttpError, request } from './http';

/** POST /api/opml/parse: the feed URLs an OPML file lists. Rejects with the server's reason. */
export async function feedsFromOpml(opml: string): Promise<string[]> {
  try {
    const data = await request<{ urls: string[] }>('/api/opml/parse', { method: 'POST', body: { opml } });
    return data.urls;
  } catch (err) {
    if (err instanceof HttpError) throw new Error(err.serverMessage ?? err.message);
    throw err;
  }
}

/** Where a saved synth's feeds download as an OPML file. */
export const opmlExportUrl = (synthId: string) => `/api/synths/${encodeURIComponent(synthId)}/opml`;
