/**
 * The search over the fragmented index (fragment-format.ts), loading only the fragments a query
 * needs, with exactly the results of the whole index.
 *
 * How: a MiniSearch instance holds the core's figures and every term of the vocabulary, each term
 * first with a stand-in for its postings. The ordinary search (engine.ts, unchanged) runs on it;
 * a stand-in that the search reads notes its term. When a run read any stand-in, the fragments
 * of those terms are fetched and the search runs again, until a run reads none: every posting
 * that run looked at was then the real one, and so is its ranking, its layout and language
 * decisions, and its generic words (a run that saw stand-ins may have decided otherwise; the run
 * after the load decides again). Then the stored fields of the shown pages are fetched by chunk.
 * Typo and prefix matches come from MiniSearch's own tree over the whole vocabulary, so they are
 * the same terms as in the whole index.
 */
import MiniSearch, {type Query, type SearchOptions, type SearchResult} from 'minisearch';
import {INDEX_OPTIONS, forgetAnswers, rankPages, toPages, type SearchIndex} from './engine';
import {
  CORE_FILE,
  docChunkFile,
  fragmentFile,
  frontDecode,
  unpackPostings,
  type CoreFile,
  type DocChunk,
  type TermPostings,
} from './fragment-format';
import type {SearchDoc, SearchOutcome, StoredDoc} from './types';

/** Reads a file of the index folder (fetch in the browser, the file system in Node). */
export type ReadFile = (name: string) => Promise<string>;

/**
 * Stands in for the postings of a fragment's terms until the fragment is loaded; one per fragment,
 * shared by its terms (one per term was 43 000 maps to build at ten times the pages). MiniSearch
 * reads postings only through `get(fieldId)` (in termResults), so that is where a read is noticed.
 */
class PendingPostings extends Map<number, Map<number, number>> {
  constructor(
    private readonly fragment: number,
    private readonly noticed: Set<number>,
  ) {
    super();
  }

  override get(_fieldId: number): undefined {
    this.noticed.add(this.fragment);
    return undefined;
  }
}

/** MiniSearch's private tree of terms: the one place the postings of a term can be replaced. */
interface TermTree {
  set(term: string, postings: Map<number, Map<number, number>>): void;
}

/** Most runs of one search; each run loads at least one new fragment, so this only guards against a bug. */
const MAX_RUNS = 12;

export class FragmentedIndex {
  readonly index: SearchIndex;
  private readonly terms: string[];
  /** Fragments whose stand-in the current run read. */
  private readonly noticed = new Set<number>();
  private readonly fragments = new Map<number, Promise<void>>();
  private readonly chunks = new Map<number, Promise<DocChunk>>();
  private readonly docs = new Map<number, Partial<StoredDoc>>();

  private constructor(
    readonly core: CoreFile,
    private readonly read: ReadFile,
  ) {
    this.terms = frontDecode(core.vocabulary);
    const fields = Object.keys(core.fieldIds).length;
    const documentIds: Record<number, string> = {};
    const fieldLength: Record<number, number[]> = {};
    for (let id = 0; id < core.documentCount; id++) {
      documentIds[id] = String(id); // as the whole index has them (engine.ts's extractField)
      fieldLength[id] = core.fieldLength.slice(id * fields, (id + 1) * fields);
    }
    this.index = MiniSearch.loadJS<SearchDoc>(
      {
        documentCount: core.documentCount,
        nextId: core.documentCount,
        documentIds,
        fieldIds: core.fieldIds,
        fieldLength,
        averageFieldLength: core.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index: [],
        serializationVersion: 2,
      },
      INDEX_OPTIONS,
    );
    const tree = this.tree();
    core.fragmentStarts.forEach((start, fragment) => {
      const pending = new PendingPostings(fragment, this.noticed);
      const end = core.fragmentStarts[fragment + 1] ?? this.terms.length;
      for (let position = start; position < end; position++) tree.set(this.terms[position]!, pending);
    });
  }

  static async open(read: ReadFile): Promise<FragmentedIndex> {
    return new FragmentedIndex(JSON.parse(await read(CORE_FILE)) as CoreFile, read);
  }

  private tree(): TermTree {
    return (this.index as unknown as {_index: TermTree})._index;
  }

  /** Files fetched so far (the core aside), in the order asked. */
  readonly requested: string[] = [];

  private fetch(name: string): Promise<string> {
    this.requested.push(name);
    return this.read(name);
  }

  private loadFragment(fragment: number): Promise<void> {
    let pending = this.fragments.get(fragment);
    if (!pending) {
      const start = this.core.fragmentStarts[fragment]!;
      pending = this.fetch(fragmentFile(this.core.version, fragment)).then((text) => {
        const tree = this.tree();
        (JSON.parse(text) as TermPostings[]).forEach((postings, i) => tree.set(this.terms[start + i]!, unpackPostings(postings)));
      });
      pending.catch(() => this.fragments.delete(fragment)); // a later search tries again
      this.fragments.set(fragment, pending);
    }
    return pending;
  }

  private loadChunk(chunk: number): Promise<DocChunk> {
    let pending = this.chunks.get(chunk);
    if (!pending) {
      pending = this.fetch(docChunkFile(this.core.version, chunk)).then((text) => {
        const docs = JSON.parse(text) as DocChunk;
        docs.forEach((doc, i) => this.docs.set(chunk * this.core.docsPerChunk + i, doc as Partial<StoredDoc>));
        return docs;
      });
      pending.catch(() => this.chunks.delete(chunk));
      this.chunks.set(chunk, pending);
    }
    return pending;
  }

  /** What `evaluate` returns once it ran without reading a stand-in, loading the fragments each run read. */
  private async complete<T>(evaluate: () => T, what: string): Promise<T> {
    for (let run = 0; run < MAX_RUNS; run++) {
      this.noticed.clear();
      const outcome = evaluate();
      if (this.noticed.size === 0) return outcome;
      // The run may have judged a word generic, or matching, from stand-ins; forgotten at once,
      // before another search (the reader typing on) can run and take the judgement as settled.
      forgetAnswers(this.index);
      await Promise.all([...this.noticed].map((fragment) => this.loadFragment(fragment)));
    }
    throw new Error(`search: «${what}» still read unloaded postings after ${MAX_RUNS} runs`);
  }

  /** The ranked results of the query (engine.ts's rankPages), as the whole index ranks them. */
  rank(text: string): Promise<ReturnType<typeof rankPages>> {
    return this.complete(() => rankPages(this.index, text), text);
  }

  /** A plain MiniSearch search, as the whole index answers it (the evaluation's checks of single words). */
  searchIndex(query: Query, options?: SearchOptions): Promise<SearchResult[]> {
    return this.complete(() => this.index.search(query, options), String(query));
  }

  /**
   * The search of engine.ts's searchPages, with the stored fields of the first `shown` pages
   * (the rest of the hits carry only their score and terms until shown).
   */
  async search(text: string, shown: number): Promise<SearchOutcome> {
    const {results, ...notices} = await this.rank(text);
    const top = results.slice(0, shown);
    const chunks = new Set(top.map((r: SearchResult) => Math.floor(Number(r.id) / this.core.docsPerChunk)));
    await Promise.all([...chunks].map((chunk) => this.loadChunk(chunk)));
    return {hits: toPages(top, (r) => this.docs.get(Number(r.id)) ?? {}), ...notices};
  }
}
