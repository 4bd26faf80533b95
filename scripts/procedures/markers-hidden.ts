/**
 * The reader sees nothing of the test markers: in the built site (HTML, the Markdown copy of each
 * page and llms-full.txt), no fence meta of a marked block appears.
 * Usage: node --import tsx scripts/procedures/markers-hidden.ts [build-dir]   (after the build)
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {readCatalog} from '../../plugins/shared/doc-catalog';
import {sourceBlocks} from './blocks';

const build = path.resolve(process.argv[2] ?? path.join(__dirname, '../../build'));
const problems: string[] = [];
let checked = 0;
const full = fs.readFileSync(path.join(build, 'llms-full.txt'), 'utf8');
for (const doc of readCatalog()) {
  const metas = sourceBlocks(fs.readFileSync(doc.file, 'utf8'))
    .filter((b) => b.markers.mode !== 'none')
    .map((b) => b.meta);
  if (!metas.length) continue;
  const base = doc.route.endsWith('/') ? path.join(build, doc.route, 'index') : path.join(build, doc.route);
  const outputs = [`${base.replace(/\/index$/, '')}/index.html`, `${base}.md`].filter((f) => fs.existsSync(f));
  if (!outputs.some((f) => f.endsWith('.html'))) problems.push(`${doc.route}: no built HTML`);
  for (const file of outputs) {
    const text = fs.readFileSync(file, 'utf8');
    const name = path.relative(build, file);
    checked++;
    if (file.endsWith('.md')) {
      // A fence of the Markdown copy carries its language only.
      for (const m of text.matchAll(/^\s*```+(\S*)[ \t]+(\S.*)$/gm)) problems.push(`${name}: fence «${m[0].trim()}» has meta`);
      continue;
    }
    const $ = cheerio.load(text);
    // No attribute of any element and no code-block title holds a marker.
    $('*').each((_, el) => {
      for (const [attr, value] of Object.entries((el as {attribs?: Record<string, string>}).attribs ?? {})) {
        if (metas.some((meta) => value === meta || (meta.includes('=') && value.includes(meta))) || /\bvalidate=|\brun id=/.test(value)) {
          problems.push(`${name}: ${attr}="${value.slice(0, 60)}" holds a marker`);
        }
      }
    });
    $('pre, [class*="codeBlockTitle"]').each((_, el) => {
      const t = $(el).text();
      if (/\bvalidate=|\brun id=/.test(t)) problems.push(`${name}: a code block shows «${t.slice(0, 60)}»`);
    });
  }
  for (const meta of metas)
    if (
      full.includes(`\`\`\`bash ${meta}`) ||
      full.includes(`\`\`\`nginx ${meta}`) ||
      full.includes(`\`\`\`ini ${meta}`) ||
      full.includes(`\`\`\`text ${meta}`)
    )
      problems.push(`llms-full.txt shows the marker «${meta}»`);
}
for (const p of problems) console.log(p);
console.log(`markers: ${checked} built files of marked pages checked, ${problems.length} show a marker`);
process.exit(problems.length ? 1 : 0);
