/**
 * The fragmented index's files, packed and unpacked. One MiniSearch index is cut into:
 *  - the core, which every search needs: the BM25 figures (document count, field lengths and
 *    their averages), the whole vocabulary (sorted, front-coded), and where the vocabulary is cut
 *    into postings fragments;
 *  - postings fragments: each a contiguous run of the sorted vocabulary with its postings, so a
 *    word and the words it is a prefix of sit in one or two fragments;
 *  - document chunks: the stored fields (url, title, section, headings, description) of a run of
 *    documents, fetched only for the pages a search shows.
 * The vocabulary travels whole because typo tolerance compares the query word with every term
 * (a typo may be in the first letter); front-coded, it is a fraction of the postings.
 * Nothing here knows the ranking constants: the files hold what MiniSearch holds, so a change of
 * weights or boosts needs no change of format.
 */
import type {PlainIndex} from './index-format';

/** Postings of one term: for each field, field id, number of documents, then (id step, term frequency) pairs. */
export type TermPostings = number[];

export interface CoreFile {
  /** Content hash of the build's index: fragments live under a folder of this name, so a deploy never mixes two builds. */
  version: string;
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Field lengths of every document, flat: document d's field f is at d × fields + f. */
  fieldLength: number[];
  /** The sorted vocabulary, front-coded (see frontCode). */
  vocabulary: string;
  /** Index in the sorted vocabulary of the first term of each postings fragment. */
  fragmentStarts: number[];
  /** Documents per document chunk. */
  docsPerChunk: number;
}

/** Stored fields of consecutive documents, in id order. */
export type DocChunk = Record<string, unknown>[];

/**
 * Each term as the number of leading characters it shares with the one before (base 36), then
 * the rest; one term a line. Terms never hold a line break (tokenize keeps letters and digits).
 */
export function frontCode(sorted: readonly string[]): string {
  let previous = '';
  return sorted
    .map((term) => {
      let shared = 0;
      const most = Math.min(previous.length, term.length, 35);
      while (shared < most && previous[shared] === term[shared]) shared++;
      previous = term;
      return shared.toString(36) + term.slice(shared);
    })
    .join('\n');
}

export function frontDecode(coded: string): string[] {
  if (coded === '') return [];
  let previous = '';
  return coded.split('\n').map((line) => {
    previous = previous.slice(0, parseInt(line[0]!, 36)) + line.slice(1);
    return previous;
  });
}

/** Code-unit order, the same in Node and every browser (localeCompare is not). */
export function compareTerms(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Postings are packed as the single index packs them. */
export {packPostings} from './index-format';

export function unpackPostings(numbers: TermPostings): Map<number, Map<number, number>> {
  const fields = new Map<number, Map<number, number>>();
  let at = 0;
  while (at < numbers.length) {
    const fieldId = numbers[at++]!;
    const count = numbers[at++]!;
    const docs = new Map<number, number>();
    let id = 0;
    for (let i = 0; i < count; i++) {
      id += numbers[at++]!;
      docs.set(id, numbers[at++]!);
    }
    fields.set(fieldId, docs);
  }
  return fields;
}

/**
 * Cuts the sorted vocabulary into fragments of about `targetBytes` of packed postings each (a term
 * is never split). Small fragments mean a query moves little; too small, and a prefix or typo
 * match spreads over many requests.
 */
export function planFragments(postingSizes: readonly number[], targetBytes: number): number[] {
  const starts: number[] = [];
  let size = Infinity;
  postingSizes.forEach((bytes, position) => {
    if (size >= targetBytes) {
      starts.push(position);
      size = 0;
    }
    size += bytes;
  });
  return starts.length > 0 ? starts : [0];
}

/** Relative file names, under the core's version folder. */
export const fragmentFile = (version: string, fragment: number) => `${version}/t${fragment}.json`;
export const docChunkFile = (version: string, chunk: number) => `${version}/d${chunk}.json`;
export const CORE_FILE = 'core.json';
