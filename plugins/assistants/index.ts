/**
 * After the build, writes what assistants and tools read: a Markdown copy of every article beside
 * its page (see plugins/assistants/markdown-copy.ts), `/llms.txt` listing every listed article, and
 * `/llms-full.txt` with the whole text of those articles.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readCatalog, DOCS_DIR, type CatalogDoc} from '../shared/doc-catalog';
import {llmsTxt, type LlmsSection} from './llms-txt';
import {runInWorker} from '../shared/worker/run-in-worker';
import type {MarkdownPagesInput} from './llms-markdown-pages';

function sectionLabel(folder: string): {label: string; position: number} {
  try {
    const category = JSON.parse(fs.readFileSync(path.join(DOCS_DIR, folder, '_category_.json'), 'utf8'));
    return {label: String(category.label ?? folder), position: Number(category.position ?? 1000)};
  } catch {
    return {label: folder, position: 1000};
  }
}

function sections(docs: CatalogDoc[], generalTitle: string): LlmsSection[] {
  const groups = new Map<string, CatalogDoc[]>();
  for (const doc of docs) {
    // Pages at the root (the welcome page) form the general section; the rest go by top folder.
    const parts = doc.route.split('/');
    const folder = parts.length > 2 ? parts[1]! : '';
    groups.set(folder, [...(groups.get(folder) ?? []), doc]);
  }
  return [...groups.entries()]
    .map(([folder, group]) => ({folder, group, ...(folder ? sectionLabel(folder) : {label: generalTitle, position: 0})}))
    .sort((a, b) => a.position - b.position || a.folder.localeCompare(b.folder))
    .map(({label, group}) => ({title: label, articles: group.map((d) => ({route: d.route, title: d.title, description: d.description}))}));
}

export default function llmsMarkdownPlugin(context: LoadContext): Plugin {
  return {
    name: 'llms-markdown',
    async postBuild({outDir}) {
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      const docs = readCatalog().filter((d) => !d.parseError);
      const pages = await runInWorker<MarkdownPagesInput, string[]>(path.join(__dirname, 'llms-markdown-pages.ts'), {
        outDir,
        siteUrl,
        routes: docs.map((doc) => doc.route),
      });
      const full = docs.flatMap((doc, i) => (doc.unlisted ? [] : [`Джерело: ${siteUrl}${doc.route}\n\n${pages[i]!}`]));
      const listed = docs.filter((d) => !d.unlisted);
      const note = 'Кожне посилання веде на Markdown-копію статті; /llms-full.txt містить повний текст усіх статей.';
      fs.writeFileSync(
        path.join(outDir, 'llms.txt'),
        llmsTxt({title: context.siteConfig.title, tagline: context.siteConfig.tagline, url: siteUrl, note}, sections(listed, 'Загальне')),
      );
      fs.writeFileSync(path.join(outDir, 'llms-full.txt'), `# ${context.siteConfig.title}\n\n${full.join('\n---\n\n')}`);
    },
  };
}
