/**
 * Adds the article's JSON-LD (plugins/structured-data/structured-data.ts) at build time: reads the title from the
 * front matter, the first paragraph and the first numbered list from the text, and appends
 * `<StructuredData json="…" />`, which puts the script in the page head.
 */
import {articleStructuredData, scriptSafeJson} from './structured-data';
import {factDisplayText, isBillingMenuItem, isFactName, uiLabelText} from '../../src/provider/fact-text';

interface Node {
  type: string;
  name?: string;
  value?: string;
  ordered?: boolean;
  attributes?: {type?: string; name?: string; value?: unknown}[];
  children?: Node[];
}

/** The text an inline provider component shows (`<Fact>`, `<UiLabel>`), or undefined for others. */
function componentText(node: Node): string | undefined {
  const attribute = (name: string) => node.attributes?.find((a) => a.name === name)?.value;
  const fact = attribute('name');
  if (node.name === 'Fact' && typeof fact === 'string' && isFactName(fact)) return factDisplayText(fact);
  const item = attribute('item');
  if (node.name === 'UiLabel' && typeof item === 'string' && isBillingMenuItem(item)) return uiLabelText(item);
  return undefined;
}

/** Plain text of a node, as a reader sees it (components other than the provider's inline ones give only their children). */
function plain(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type.startsWith('mdx')) return componentText(node) ?? (node.children ? node.children.map(plain).join('') : '');
  return (node.children ?? []).map(plain).join('');
}

const tidy = (text: string) => text.replace(/[ \t\r\n]+/g, ' ').trim();

export default function remarkStructuredData() {
  return (tree: Node, file: {data: {frontMatter?: Record<string, unknown>}}) => {
    const fm = file.data.frontMatter ?? {};
    if (typeof fm.title !== 'string' || fm.unlisted === true) return;
    const top = tree.children ?? [];
    const paragraph = top.find((n) => n.type === 'paragraph');
    const list = top.find((n) => n.type === 'list' && n.ordered);
    const data = articleStructuredData({
      title: fm.title,
      answer: paragraph ? tidy(plain(paragraph)) || undefined : undefined,
      steps: (list?.children ?? [])
        .map((item) => tidy(plain({type: 'item', children: (item.children ?? []).filter((c) => c.type === 'paragraph')})))
        .filter(Boolean),
    });
    if (!data) return;
    top.push({
      type: 'mdxJsxFlowElement',
      name: 'StructuredData',
      attributes: [{type: 'mdxJsxAttribute', name: 'json', value: scriptSafeJson(data)}],
      children: [],
    } as Node);
    tree.children = top;
  };
}
