/**
 * Reads one rendered doc page (the HTML the build wrote) into its search document: title,
 * keywords, description, body text and the h2/h3 headings with their anchors. Reading the
 * rendered page rather than the MDX source means components (<Fact>, tabs, generated lists) are
 * indexed as the reader sees them.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import type {SearchDoc} from '../../src/lib/search/types';

/** Generated blocks repeated on many pages: they would make every page match «підтримка». */
const GENERATED_SECTION_IDS = new Set(['див-також']);

const BLOCKS = 'p, li, td, th, tr, div, br, h2, h3, h4, dt, dd, blockquote, pre, summary';

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function meta($: CheerioAPI, name: string): string {
  return $(`meta[name="${name}"]`).attr('content') ?? '';
}

/** True for pages search must not show: unlisted (noindex) pages and anything that is not a doc. */
export function isSearchable($: CheerioAPI): boolean {
  if (/noindex/i.test(meta($, 'robots'))) return false;
  return $('.theme-doc-markdown').length > 0;
}

/** The top-level sidebar category of the page, from its breadcrumbs (the home crumb is an icon without text). */
function sectionOf($: CheerioAPI, fallback: string): string {
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .map((el) => clean($(el).text()))
    .filter(Boolean);
  return crumbs[0] ?? fallback;
}

/**
 * What the extractor reads of a page: its <head> (title, meta) and its <article> (breadcrumbs,
 * body). Parsing only these skips the navbar, sidebar and footer, two thirds of a page, and cut
 * the index's share of the build by half. A page without an article is read whole.
 */
export function searchableParts(html: string): string {
  const headEnd = html.indexOf('</head>');
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (headEnd < 0 || start < headEnd || end < start) return html;
  return `${html.slice(0, headEnd)}</head><body>${html.slice(start, end)}</article></body></html>`;
}

/**
 * The search document of one page (without its id), or undefined for a page search must not show.
 * `phrasings` come from the page's front matter (doc-catalog), not from the HTML: they are never
 * on the page.
 */
export function extractDoc(
  html: string,
  route: string,
  fallbackSection: string,
  phrasings: readonly string[] = [],
): Omit<SearchDoc, 'id'> | undefined {
  const $ = load(searchableParts(html));
  if (!isSearchable($)) return undefined;
  const body = $('.theme-doc-markdown').first();
  const page = clean(body.find('header h1').first().text()) || clean($('title').text());
  // Not text a reader searches for: tab labels, anchor links, copy buttons, and code blocks
  // (commands worth finding are in the keywords; code tripled the vocabulary).
  body.find('header, [role=tablist], .hash-link, button, nav, svg, script, style, pre').remove();
  // Block boundaries become spaces, so «Linux» and «macOS» in adjacent cells do not fuse.
  body.find(BLOCKS).each((_, el) => void $(el).append(' '));

  const headings: string[] = [];
  const parts: string[] = [];
  let skipping = false;
  for (const el of body.children().toArray() as Element[]) {
    const tag = el.tagName?.toLowerCase();
    const id = $(el).attr('id');
    if ((tag === 'h2' || tag === 'h3') && id) {
      skipping = GENERATED_SECTION_IDS.has(id);
      if (!skipping) headings.push(`${id}\t${clean($(el).text())}`);
      continue;
    }
    if (!skipping) parts.push($(el).text());
  }
  return {
    url: route,
    page,
    section: sectionOf($, fallbackSection),
    headings: headings.join('\n'),
    keywords: meta($, 'keywords'),
    phrasings: phrasings.join('\n'),
    description: meta($, 'description'),
    text: clean(parts.join(' ')),
  };
}
