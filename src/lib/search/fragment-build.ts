/**
 * Cuts a built MiniSearch index into the fragmented index's files (fragment-format.ts): the core,
 * postings fragments and document chunks, as file name → JSON text.
 */
import type {PlainIndex} from './index-format';
import {
  CORE_FILE,
  compareTerms,
  docChunkFile,
  fragmentFile,
  frontCode,
  packPostings,
  planFragments,
  type CoreFile,
  type DocChunk,
  type TermPostings,
} from './fragment-format';

/**
 * Packed postings per fragment, in characters of JSON (about 600 bytes of brotli). Measured on
 * this site (259 pages, the 66 e2e queries typed letter by letter, each letter searched): 3000,
 * 1500 and 800 moved 69, 67 and 65 KB at most; below 1500 the files only multiply.
 */
export const FRAGMENT_TARGET = 1500;

/**
 * Documents per chunk of stored fields. Each letter typed shows other pages, so chunks of
 * neighbours mostly bring pages never shown: on the same measure, the most a query moved was
 * 69 KB with 8 pages a chunk, 59 KB with 4, 52 KB with 2 and 46 KB with one page a file.
 */
export const DOCS_PER_CHUNK = 1;

/** FNV-1a, twice with different seeds: a name for the build's files, not a security measure. */
function contentHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}

export interface FragmentOptions {
  fragmentTarget?: number;
  docsPerChunk?: number;
}

/** The files of the fragmented index, by path relative to the index folder. */
export function fragmentIndex(plain: PlainIndex, options: FragmentOptions = {}): Map<string, string> {
  const {fragmentTarget = FRAGMENT_TARGET, docsPerChunk = DOCS_PER_CHUNK} = options;
  const ids = Object.entries(plain.documentIds);
  // Document ids are their short ids (0…n−1, in the order they were added; extractField makes
  // them strings); the core then needs no id map.
  if (ids.some(([shortId, id]) => shortId !== String(id)) || ids.length !== plain.documentCount || plain.nextId !== plain.documentCount) {
    throw new Error('fragmented index: documents must be numbered 0…n−1 in the order they were added, with none removed');
  }
  const fieldCount = Object.keys(plain.fieldIds).length;
  const entries = [...plain.index].sort(([a], [b]) => compareTerms(a, b));
  const postings: TermPostings[] = entries.map(([, fields]) => packPostings(fields));
  const fragmentStarts = planFragments(
    postings.map((p) => JSON.stringify(p).length),
    fragmentTarget,
  );

  const body = new Map<string, string>();
  fragmentStarts.forEach((start, fragment) => {
    const end = fragmentStarts[fragment + 1] ?? entries.length;
    body.set(`t${fragment}`, JSON.stringify(postings.slice(start, end)));
  });
  for (let first = 0, chunk = 0; first < plain.documentCount; first += docsPerChunk, chunk++) {
    const docs: DocChunk = [];
    for (let id = first; id < Math.min(first + docsPerChunk, plain.documentCount); id++) docs.push(plain.storedFields[id] ?? {});
    body.set(`d${chunk}`, JSON.stringify(docs));
  }

  const fieldLength: number[] = [];
  for (let id = 0; id < plain.documentCount; id++) {
    const lengths = plain.fieldLength[id]!;
    for (let f = 0; f < fieldCount; f++) fieldLength.push(lengths[f] ?? 0);
  }
  const core: Omit<CoreFile, 'version'> = {
    documentCount: plain.documentCount,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    fieldLength,
    vocabulary: frontCode(entries.map(([term]) => term)),
    fragmentStarts,
    docsPerChunk,
  };
  const coreText = JSON.stringify(core);
  const version = contentHash(coreText + [...body.values()].join('\n'));

  const files = new Map<string, string>();
  files.set(CORE_FILE, JSON.stringify({version, ...core}));
  for (const [name, text] of body) {
    const number = Number(name.slice(1));
    files.set(name[0] === 't' ? fragmentFile(version, number) : docChunkFile(version, number), text);
  }
  return files;
}
