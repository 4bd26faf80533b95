/**
 * Runs the search evaluation set (src/lib/search/evaluation/queries.json) against the built index
 * and prints recall at 1 and at 3, overall and by kind of query, and every query whose answer is
 * not in the first three. Fails below RECALL_BAR, on a broken set, or when a Ukrainian word of the
 * Russian vocabulary matches no page (a translation to a word the site never uses finds nothing).
 *   node --import tsx scripts/search-evaluation.ts [queries|held-out] [build folder]
 * The held-out set is for measuring queries nobody tuning the search has seen: it is printed, never
 * a gate, and should not be read while tuning.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadSearchIndex, searchPages} from '../src/lib/search/engine';
import {vocabularyTargets} from '../src/lib/search/russian';
import {answerRank, dialogOrder, recall, setProblems, type EvaluationQuery} from '../src/lib/search/evaluation/recall';
import {INDEX_FILE} from '../plugins/search/build-index';

/** Share of queries whose answer must be among the first three results. */
export const RECALL_BAR = 0.95;

const root = path.resolve(__dirname, '..');
const setName = process.argv[2] ?? 'queries';
const outDir = path.resolve(process.argv[3] ?? path.join(root, 'build'));
const set = JSON.parse(fs.readFileSync(path.join(root, 'src/lib/search/evaluation', `${setName}.json`), 'utf8')) as EvaluationQuery[];
const indexJson = fs.readFileSync(path.join(outDir, INDEX_FILE), 'utf8');
const index = loadSearchIndex(indexJson);

// An answer must be a page search can show: unlisted pages (noindex) are not in the index.
const stored = (JSON.parse(indexJson) as {storedFields: Record<string, {url?: string}>}).storedFields;
const routes = new Set(Object.values(stored).map((doc) => doc.url ?? ''));
const problems = setProblems(set, routes);

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const ranks = set.map((q) => answerRank(dialogOrder(searchPages(index, q.query).hits), q.answers));
const overall = recall(ranks);
console.log(`search evaluation (${setName}.json): ${overall.queries} queries, recall@1 ${pct(overall.atOne)}, recall@3 ${pct(overall.atThree)}`);
for (const kind of [...new Set(set.map((q) => q.kind))]) {
  const r = recall(ranks.filter((_, i) => set[i]!.kind === kind));
  console.log(`  ${kind.padEnd(9)} ${String(r.queries).padStart(4)} queries  @1 ${pct(r.atOne).padStart(7)}  @3 ${pct(r.atThree).padStart(7)}`);
}
set.forEach((q, i) => {
  const rank = ranks[i];
  if (rank !== undefined && rank <= 3) return;
  const shown = dialogOrder(searchPages(index, q.query).hits).slice(0, 3);
  console.log(`  miss: «${q.query}» → ${q.answers[0]} (rank ${rank ?? '—'}); shown: ${shown.join(', ') || 'nothing'}`);
});

const unmatched = vocabularyTargets().filter((word) => index.search(word, {prefix: false, fuzzy: false}).length === 0);
for (const word of unmatched) problems.push(`the Russian vocabulary's «${word}» matches no page`);

for (const problem of problems) console.error(`  problem: ${problem}`);
const gate = setName === 'queries';
if (problems.length > 0 || (gate && overall.atThree < RECALL_BAR)) {
  if (gate && overall.atThree < RECALL_BAR) console.error(`recall@3 ${pct(overall.atThree)} is below the bar of ${pct(RECALL_BAR)}`);
  process.exit(1);
}
