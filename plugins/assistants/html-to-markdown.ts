/**
 * Turns the built HTML of an article into Markdown for readers that are programs (assistants,
 * `llms-full.txt`, the «Копіювати як Markdown» button). It reads the rendered page rather than the
 * MDX source so that provider facts, generated lists and every tab's commands come out as text.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

/**
 * The unified packages, imported at run time rather than at the top. They are ES modules; a static
 * import here is compiled to require(), and the TypeScript loaders (tsx in the build's worker, jiti
 * in Docusaurus) then rewrite each package into CommonJS whose every export is a getter. Parsing
 * and stringifying go through those getters in their inner loops: measured on this site's 254
 * pages, turning them into Markdown took 2.4 s that way and 1.7 s with native modules (parsing
 * alone 0.81 against 0.22 s).
 */
const libraries = async () => {
  const [{unified}, {default: rehypeParse}, {default: rehypeRemark}, {default: remarkGfm}, {default: remarkStringify}, {toText}] =
    await Promise.all([
      import('unified'),
      import('rehype-parse'),
      import('rehype-remark'),
      import('remark-gfm'),
      import('remark-stringify'),
      import('hast-util-to-text'),
    ]);
  return {unified, rehypeParse, rehypeRemark, remarkGfm, remarkStringify, toText};
};
let loaded: ReturnType<typeof libraries> | undefined;
type ToText = Awaited<ReturnType<typeof libraries>>['toText'];

type Parent = Root | Element;

const classes = (node: Element): string[] => {
  const value: unknown = node.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(' ') : [];
};

function find(node: Parent, test: (el: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: Parent, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) out.push(child);
    else findAll(child, test, out);
  }
  return out;
}

/** Screen-only parts: heading anchors, buttons, glossary pop-ups, icons. */
function isChrome(el: Element): boolean {
  return el.tagName === 'button' || el.tagName === 'svg' || el.properties?.role === 'tooltip' || classes(el).includes('hash-link');
}

function code(pre: Element, toText: ToText): Element {
  const language = classes(pre).find((c) => c.startsWith('language-'));
  const lines = findAll(pre, (el) => classes(el).includes('token-line')).map((line) =>
    toText(line, {whitespace: 'pre'}).replace(/\n$/, ''),
  );
  const text = lines.length ? lines.join('\n') : toText(pre, {whitespace: 'pre'});
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {type: 'element', tagName: 'code', properties: {className: language ? [language] : []}, children: [{type: 'text', value: text}]},
    ],
  };
}

/** Every tab's content, each under its label, instead of the one tab a screen shows. */
function tabs(container: Element, toText: ToText): ElementContent[] {
  const labels = findAll(container, (el) => el.properties?.role === 'tab').map((tab) => toText(tab).trim());
  const panels = findAll(container, (el) => el.properties?.role === 'tabpanel');
  return panels.flatMap(
    (panel, i) =>
      [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [{type: 'element', tagName: 'strong', properties: {}, children: [{type: 'text', value: `${labels[i] ?? ''}:`}]}],
        },
        ...clean(panel, toText).children,
      ] as ElementContent[],
  );
}

function clean<T extends Parent>(node: T, toText: ToText): T {
  const children: RootContent[] = [];
  for (const child of node.children) {
    if (child.type === 'comment') continue;
    if (child.type !== 'element') {
      children.push(child);
      continue;
    }
    if (isChrome(child)) continue;
    if (child.tagName === 'pre') children.push(code(child, toText));
    else if (classes(child).includes('tabs-container')) children.push(...tabs(child, toText));
    else children.push(clean(child, toText));
  }
  return {...node, children} as T;
}

function absolutise(node: Parent, siteUrl: string): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    for (const attr of ['href', 'src'] as const) {
      const value = child.properties?.[attr];
      if (typeof value === 'string' && value.startsWith('/')) child.properties[attr] = siteUrl + value;
    }
    absolutise(child, siteUrl);
  }
}

/** The Markdown of the article in a built page, or undefined when the page has no article body. */
export async function articleMarkdown(html: string, siteUrl: string): Promise<string | undefined> {
  // Parse only the article, not the sidebar and the rest of the page: a third of the time.
  const start = html.search(/<div class="?theme-doc-markdown/);
  if (start < 0) return undefined;
  const {unified, rehypeParse, rehypeRemark, remarkGfm, remarkStringify, toText} = await (loaded ??= libraries());
  const end = html.indexOf('</article>', start);
  const tree = unified()
    .use(rehypeParse, {fragment: true})
    .parse(html.slice(start, end < 0 ? undefined : end));
  const body = find(tree, (el) => classes(el).includes('theme-doc-markdown'));
  if (!body) return undefined;
  const article = clean(body, toText);
  absolutise(article, siteUrl);
  const root: Root = {type: 'root', children: article.children};
  const mdast = await unified().use(rehypeRemark).run(root);
  const markdown = unified()
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_'})
    .stringify(mdast as never);
  return `${markdown.trim()}\n`;
}
