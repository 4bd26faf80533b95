/**
 * Fetches and loads the search index once per page life; every search box shares the promise.
 * Lives in the lazily loaded search chunk, so a plain page view never fetches the index.
 */
import {loadSearchIndex, type SearchIndex} from '@site/src/lib/search/engine';

let pending: Promise<SearchIndex> | undefined;

export function loadIndex(url: string): Promise<SearchIndex> {
  pending ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    })
    .then(loadSearchIndex)
    .catch((error: unknown) => {
      pending = undefined; // let the next opening try again
      throw error;
    });
  return pending;
}
