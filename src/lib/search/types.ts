/** The shapes shared by the index build, the search and the interface. */

/** One searchable page. Sections are not separate documents: that tripled the index (measured). */
export interface SearchDoc {
  id: number;
  /** Page route: /working-with-server/tech-questions/ssh-connect */
  url: string;
  /** The page title. */
  page: string;
  /** Sidebar section the page belongs to (top-level category label). */
  section: string;
  /** Every h2/h3 heading of the page, as `anchor\theading` lines: indexed, and stored to open the right section. */
  headings: string;
  keywords: string;
  /** What readers type when this page is the answer (front matter `phrasings`): indexed, never stored or shown. */
  phrasings: string;
  description: string;
  /** Body text of the page, indexed but not stored. */
  text: string;
}

/** What the index stores per page and hands back with each hit. */
export type StoredDoc = Pick<SearchDoc, 'url' | 'page' | 'section' | 'headings' | 'description'>;

/** One page in the results. */
export interface PageHit {
  /** Route of the page, with the anchor of the section whose heading matched, if any. */
  url: string;
  page: string;
  /** The heading of that section; empty when the page itself is the answer. */
  heading: string;
  section: string;
  /** Text for the snippet: the page description. */
  snippet: string;
  /** Index terms (stems) that matched, for highlighting. */
  terms: string[];
  score: number;
}

export interface SearchOutcome {
  hits: PageHit[];
  /** Set when the query was typed on the wrong keyboard layout: the words actually searched for. */
  correctedQuery?: string;
  /** Set when Russian words of the query were read as Ukrainian: the words actually searched for. */
  translatedQuery?: string;
}
