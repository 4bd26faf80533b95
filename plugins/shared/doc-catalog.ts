/**
 * Reads the front matter of every doc once, for the build-time pieces that link pages to each
 * other (the «Див. також» block, section lists) and for the content check.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {docRoute} from '../../src/lib/doc-routes';

export interface CatalogDoc {
  route: string;
  file: string;
  title: string;
  sidebarLabel?: string;
  description?: string;
  keywords: string[];
  /** What readers type when this page is the answer: for the search index only, never shown. */
  phrasings: string[];
  seeAlso: string[];
  unlisted: boolean;
  position: number;
  frontMatter: Record<string, unknown>;
  body: string;
  /** Set when the front matter is not valid YAML; the rest of the entry is then empty. */
  parseError?: string;
}

export const DOCS_DIR = path.resolve(__dirname, '../../docs');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

export function readCatalog(docsDir = DOCS_DIR): CatalogDoc[] {
  return walk(docsDir)
    .map((file) => {
      const rel = path.relative(docsDir, file);
      let parsed: {data: Record<string, unknown>; content: string};
      try {
        // A fresh object each time: gray-matter caches results by content otherwise.
        parsed = matter(fs.readFileSync(file, 'utf8'), {});
      } catch (error) {
        const reason = String((error as Error).message).split('\n')[0];
        return {
          route: docRoute(rel),
          file,
          title: '',
          keywords: [],
          phrasings: [],
          seeAlso: [],
          unlisted: false,
          position: Number.MAX_SAFE_INTEGER,
          frontMatter: {},
          body: '',
          parseError: reason,
        };
      }
      const {data, content} = parsed;
      return {
        route: docRoute(rel, typeof data.slug === 'string' ? data.slug : undefined),
        file,
        title: String(data.title ?? ''),
        sidebarLabel: data.sidebar_label ? String(data.sidebar_label) : undefined,
        description: data.description ? String(data.description) : undefined,
        keywords: Array.isArray(data.keywords) ? data.keywords.map(String) : [],
        phrasings: Array.isArray(data.phrasings) ? data.phrasings.map(String) : [],
        seeAlso: Array.isArray(data.see_also) ? data.see_also.map(String) : [],
        unlisted: data.unlisted === true,
        position: typeof data.sidebar_position === 'number' ? data.sidebar_position : Number.MAX_SAFE_INTEGER,
        frontMatter: data,
        body: content,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

let cached: Map<string, CatalogDoc> | undefined;

/** The catalog by route, read once per build process. */
export function catalogByRoute(): Map<string, CatalogDoc> {
  cached ??= new Map(readCatalog().map((doc) => [doc.route, doc]));
  return cached;
}
