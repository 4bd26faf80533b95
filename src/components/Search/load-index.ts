/**
 * Opens the fragmented search index once per page life (its core: the vocabulary and the ranking
 * figures); every search box shares the promise. The postings and the pages' stored fields are
 * fetched by the index as queries need them (src/lib/search/fragmented-index.ts). Lives in the
 * lazily loaded search chunk, so a plain page view fetches none of it; the navbar button starts it
 * when the reader shows intent (src/theme/SearchBar).
 */
import {FragmentedIndex} from '@site/src/lib/search/fragmented-index';

let pending: Promise<FragmentedIndex> | undefined;

/** `baseUrl`: the index folder's URL, ending in a slash. */
export function loadIndex(baseUrl: string): Promise<FragmentedIndex> {
  pending ??= FragmentedIndex.open(async (name) => {
    const response = await fetch(baseUrl + name);
    if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${name}`);
    return response.text();
  }).catch((error: unknown) => {
    pending = undefined; // let the next opening try again
    throw error;
  });
  return pending;
}
