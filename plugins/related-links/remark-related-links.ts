/**
 * Writes the links between pages at build time, from front matter, so that no article types them:
 * - a doc whose front matter has `see_also: [routes]` ends with «Див. також» (the linked pages'
 *   titles) and the support call to action;
 * - `<SectionArticles />` in a section index becomes the list of the section's pages with their
 *   descriptions.
 * The links are ordinary markdown links, so the build's broken-link check covers them.
 */
import {catalogByRoute, type CatalogDoc} from '../shared/doc-catalog';
import {sectionChildren} from '../../src/lib/doc-routes';

interface Node {
  type: string;
  name?: string;
  children?: Node[];
  [key: string]: unknown;
}

const text = (value: string): Node => ({type: 'text', value});

function linkItem(doc: CatalogDoc, withDescription: boolean): Node {
  const parts: Node[] = [{type: 'link', url: doc.route, children: [text(doc.title)]}];
  if (withDescription && doc.description) parts.push(text(` — ${doc.description}`));
  return {type: 'listItem', spread: false, children: [{type: 'paragraph', children: parts}]};
}

function linkList(docs: CatalogDoc[], withDescription: boolean): Node {
  return {type: 'list', ordered: false, spread: false, children: docs.map((d) => linkItem(d, withDescription))};
}

function lookUp(route: string, from: string): CatalogDoc {
  const doc = catalogByRoute().get(route);
  if (!doc) throw new Error(`${from}: see_also names ${route}, which is not a page of this site`);
  return doc;
}

function sectionList(sectionRoute: string): Node {
  const catalog = catalogByRoute();
  const listed = [...catalog.values()].filter((d) => !d.unlisted);
  const children = sectionChildren(
    sectionRoute,
    listed.map((d) => d.route),
  )
    .map((r) => catalog.get(r)!)
    .sort((a, b) => a.position - b.position || a.route.localeCompare(b.route));
  return linkList(children, true);
}

function replaceSectionLists(node: Node, sectionRoute: string): void {
  node.children = node.children?.map((child) => {
    if (child.type === 'mdxJsxFlowElement' && child.name === 'SectionArticles') return sectionList(sectionRoute);
    replaceSectionLists(child, sectionRoute);
    return child;
  });
}

export default function remarkRelatedLinks() {
  return (tree: Node, file: {path?: string; data: {frontMatter?: Record<string, unknown>}}) => {
    const fm = file.data.frontMatter ?? {};
    const source = file.path ?? 'a page';
    const own = [...catalogByRoute().values()].find((d) => d.file === file.path);
    if (own) replaceSectionLists(tree, own.route);

    const seeAlso = Array.isArray(fm.see_also) ? fm.see_also.map(String) : [];
    if (seeAlso.length === 0) return;
    tree.children ??= [];
    tree.children.push(
      {type: 'heading', depth: 2, children: [text('Див. також')]},
      linkList(
        seeAlso.map((r) => lookUp(r, source)),
        false,
      ),
      {type: 'mdxJsxFlowElement', name: 'SupportCallout', attributes: [], children: []},
    );
  };
}
