/**
 * Checks every internal link and anchor of the built site (build/): a link must lead to a built
 * page or file, and its #fragment to an id on that page. Exits non-zero on any broken one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {brokenLinks, type BuiltPage} from '../src/lib/built-links';

const build = path.resolve(__dirname, '../build');
const ORIGIN = 'https://help.example.com';

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const files = walk(build).map((f) => `/${path.relative(build, f).split(path.sep).join('/')}`);
const pages: BuiltPage[] = files
  .filter((f) => f.endsWith('.html'))
  .map((f) => ({route: f.replace(/index\.html$/, '').replace(/\.html$/, ''), html: fs.readFileSync(path.join(build, f), 'utf8')}));
const broken = brokenLinks(pages, new Set(files), ORIGIN);
for (const b of broken) console.log(`  ✘ ${b}`);
const links = pages.reduce((n, p) => n + (p.html.match(/<a\b/g)?.length ?? 0), 0);
console.log(`links: ${broken.length} broken internal link(s) or anchor(s) among ${links} links on ${pages.length} pages`);
process.exit(broken.length === 0 ? 0 : 1);
