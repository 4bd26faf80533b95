/**
 * The 10× corpus of the bench: the real articles plus copies of them under /copy-N/, so every
 * figure can be seen growing with the number of pages. Copies keep their links and «Див. також»
 * pointing at the real pages (which stay), and drop the front matter `slug`, which would otherwise
 * claim the real page's address (/, /markdown-page) a second time.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The doc source with its front-matter `slug:` line removed; the body is untouched. */
export function withoutSlug(source: string): string {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) return source;
  const frontMatter = match[1]!
    .split('\n')
    .filter((line) => !/^slug:/.test(line))
    .join('\n');
  return `---\n${frontMatter}\n---\n${source.slice(match[0].length)}`;
}

function copyTree(from: string, to: string, transform: (file: string, text: string) => string): void {
  fs.mkdirSync(to, {recursive: true});
  for (const entry of fs.readdirSync(from, {withFileTypes: true})) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyTree(source, target, transform);
    else fs.writeFileSync(target, transform(entry.name, fs.readFileSync(source, 'utf8')));
  }
}

/** Writes `factor` times the pages of `docsDir` into `outDir` (the originals and factor-1 copies). */
export function writeSyntheticCorpus(docsDir: string, outDir: string, factor: number): number {
  copyTree(docsDir, outDir, (_, text) => text);
  for (let n = 1; n < factor; n++) {
    const copyDir = path.join(outDir, `copy-${n}`);
    copyTree(docsDir, copyDir, (name, text) => (/\.mdx?$/.test(name) ? withoutSlug(text) : text));
    fs.writeFileSync(path.join(copyDir, '_category_.json'), JSON.stringify({label: `Копія ${n}`, position: 1000 + n}));
  }
  return countPages(outDir);
}

export function countPages(dir: string): number {
  return fs.readdirSync(dir, {withFileTypes: true}).reduce((sum, entry) => {
    if (entry.isDirectory()) return sum + countPages(path.join(dir, entry.name));
    return sum + (/\.mdx?$/.test(entry.name) ? 1 : 0);
  }, 0);
}
