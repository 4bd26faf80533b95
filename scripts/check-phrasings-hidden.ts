/**
 * The search phrasings (front matter `phrasings`) live only in the search index: no built page,
 * Markdown copy, feed or script may carry the field or a Russian phrasing, and no page a reader
 * sees may carry a Russian letter. (A Ukrainian or English phrasing, such as a pasted error
 * message, may well be in an article's own words.) Reads the build folder; exits non-zero on any
 * find.
 *   node --import tsx scripts/check-phrasings-hidden.ts [build folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import {readCatalog} from '../plugins/shared/doc-catalog';
import {INDEX_DIR} from '../plugins/search/build-index';

const outDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'build'));
/** Files a reader reads as text: a Russian letter in one is on a page. */
const READABLE = /\.(html|md|txt|xml)$/;
const RUSSIAN = /[ыэъЫЭЪ]/;
/** The field as a serialised front matter writes it (JSON or a script object). */
const FIELD = /["']?phrasings["']?\s*:\s*\[/;

function files(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : /\.(html|md|txt|xml|js|json)$/.test(e.name) ? [full] : [];
  });
}

const russianPhrasings = [...new Set(readCatalog().flatMap((d) => d.phrasings))].filter((p) => RUSSIAN.test(p));
const problems: string[] = [];
let checked = 0;
for (const file of files(outDir)) {
  if (path.relative(outDir, file).split(path.sep)[0] === INDEX_DIR) continue;
  const text = fs.readFileSync(file, 'utf8');
  checked++;
  const rel = path.relative(outDir, file);
  if (FIELD.test(text)) problems.push(`${rel}: carries the front-matter field phrasings`);
  const found = russianPhrasings.find((p) => text.includes(p));
  if (found) problems.push(`${rel}: carries the search phrasing «${found}»`);
  const russian = READABLE.test(file) ? RUSSIAN.exec(text) : null;
  if (russian)
    problems.push(`${rel}: a Russian letter «${russian[0]}» near «${text.slice(Math.max(0, russian.index - 30), russian.index + 30)}»`);
}
for (const p of problems.slice(0, 40)) console.error(`  ${p}`);
console.log(
  `phrasings hidden: ${checked} built files, ${russianPhrasings.length} Russian phrasings looked for, ${problems.length} problem(s)`,
);
process.exit(problems.length === 0 ? 0 : 1);
