/**
 * The Markdown copy of every article (plugins/assistants/markdown-copy.ts), written beside its built page;
 * run in a worker thread by plugins/assistants, since turning 254 pages into Markdown is the
 * longest CPU-bound step after the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {articleMarkdown} from './html-to-markdown';
import {markdownCopyPath} from './markdown-copy';

export interface MarkdownPagesInput {
  outDir: string;
  siteUrl: string;
  routes: string[];
}

/** Docusaurus writes every route, with or without a trailing slash, as a folder's index.html. */
function builtPage(outDir: string, route: string): string {
  return path.join(outDir, route, 'index.html');
}

/** Writes each route's Markdown copy and returns the Markdown, in the order of `routes`. */
export default async function writeMarkdownPages({outDir, siteUrl, routes}: MarkdownPagesInput): Promise<string[]> {
  const pages: string[] = [];
  for (const route of routes) {
    const markdown = await articleMarkdown(fs.readFileSync(builtPage(outDir, route), 'utf8'), siteUrl);
    if (!markdown) throw new Error(`llms-markdown: no article body in the built page of ${route}`);
    fs.writeFileSync(path.join(outDir, markdownCopyPath(route)), markdown);
    pages.push(markdown);
  }
  return pages;
}
