/**
 * Links the first use of each glossary term in an article to its entry, at build time. The terms
 * are the glossary pages themselves (front matter `glossary_term` and `glossary_short`), so adding
 * an entry is adding a page. The use becomes `<GlossaryTerm href definition>`, which shows the
 * short definition on hover and keyboard focus.
 */
import {catalogByRoute} from '../shared/doc-catalog';
import {findTerm} from './glossary-match';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  [key: string]: unknown;
}

export interface GlossaryEntry {
  term: string;
  short: string;
  route: string;
  file: string;
}

/**
 * Nodes whose text is never linked: links already, headings, code, inline components, and table
 * cells, where the definition would be cut off by the table's scrolling box.
 */
const SKIP = new Set([
  'link',
  'linkReference',
  'heading',
  'code',
  'inlineCode',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxFlowExpression',
  'html',
  'yaml',
  'definition',
  'tableCell',
]);

export function glossaryEntries(): GlossaryEntry[] {
  return (
    [...catalogByRoute().values()]
      .filter((d) => typeof d.frontMatter.glossary_term === 'string' && typeof d.frontMatter.glossary_short === 'string')
      .map((d) => ({term: String(d.frontMatter.glossary_term), short: String(d.frontMatter.glossary_short), route: d.route, file: d.file}))
      // Longer terms first, so that a term containing another one wins at the same place.
      .sort((a, b) => b.term.length - a.term.length)
  );
}

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

/** Replaces the first match of `entry` in the tree; returns whether one was found. */
function linkFirstUse(node: Node, entry: GlossaryEntry): boolean {
  if (!node.children) return false;
  for (let i = 0; i < node.children.length; i++) {
    const child = node.children[i]!;
    if (SKIP.has(child.type)) continue;
    if (child.type === 'text' && child.value) {
      const match = findTerm(child.value, entry.term);
      if (!match) continue;
      const before = child.value.slice(0, match.index);
      const used = child.value.slice(match.index, match.index + match.length);
      const after = child.value.slice(match.index + match.length);
      const term: Node = {
        type: 'mdxJsxTextElement',
        name: 'GlossaryTerm',
        attributes: [attribute('href', entry.route), attribute('definition', entry.short)],
        children: [{type: 'text', value: used}],
      };
      node.children.splice(
        i,
        1,
        ...([before && {type: 'text', value: before}, term, after && {type: 'text', value: after}].filter(Boolean) as Node[]),
      );
      return true;
    }
    if (linkFirstUse(child, entry)) return true;
  }
  return false;
}

export default function remarkGlossaryTerms() {
  return (tree: Node, file: {path?: string}) => {
    for (const entry of glossaryEntries()) {
      if (entry.file === file.path) continue;
      linkFirstUse(tree, entry);
    }
  };
}
