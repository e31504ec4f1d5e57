/** `/search?q=...` under the site's base URL (SPEC §2: base URL + search page path + ?q={encoded query}). */
export function searchPageUrl(baseUrl: string, query: string): string {
  return `${baseUrl}search?q=${encodeURIComponent(query)}`;
}
