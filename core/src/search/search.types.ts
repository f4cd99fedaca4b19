/** The internet-search boundary: real-world examples, always with their source links. */
export interface SearchResult { title: string; url: string; snippet: string }

export interface SearchProvider {
  search(query: string, opts: { limit: number; excludeUrls?: string[] }): Promise<SearchResult[]>;
}
