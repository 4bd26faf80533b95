/**
 * The docs plugin gives every doc page the whole sidebar, with an entry for every doc: at 2540
 * pages, 79 KB gzip that each page loads before it hydrates, most of it for sections the reader is
 * not in and whose categories are closed. This splits the version data by section
 * (plugins/section-split/section-key.ts): a closed top-level category keeps its label and link, and its items
 * and docs go with the section's own script (plugins/section-split); the browser puts them
 * back once that script has loaded (plugins/section-split/runtime/sidebar-hooks.ts).
 *
 * Until then the category holds one stand-in link to the section's landing page, which lists
 * every article of the section: the theme renders a closed category's items only when it opens,
 * so the stand-in shows only if a reader opens the category before its items arrive, and it asks
 * for them then (src/theme/DocSidebarItem/Link).
 */
import {sectionKey} from './section-key';

export interface SidebarItem {
  type: string;
  href?: string;
  label?: string;
  docId?: string | null;
  items?: SidebarItem[];
  collapsed?: boolean;
  collapsible?: boolean;
  customProps?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface VersionDoc {
  id: string;
  sidebar?: string;
  [key: string]: unknown;
}

/** The part of the docs plugin's version data (the `version` prop of `@theme/DocVersionRoot`) split here. */
export interface VersionData {
  docsSidebars: Record<string, SidebarItem[]>;
  docs: Record<string, VersionDoc>;
  [key: string]: unknown;
}

/** What a section's script carries: its categories' items, per sidebar, and its docs. */
export interface SectionSidebar {
  sidebars: Record<string, SidebarItem[]>;
  docs: Record<string, VersionDoc>;
}

export const STAND_IN_LABEL = 'Усі статті розділу';

/** The section whose items a stand-in link asks for, or undefined for any other item. */
export function standInSection(item: SidebarItem): string | undefined {
  const key = item.customProps?.sectionStandIn;
  return typeof key === 'string' ? key : undefined;
}

function standIn(category: SidebarItem, key: string): SidebarItem {
  return {type: 'link', label: STAND_IN_LABEL, href: category.href, customProps: {sectionStandIn: key}};
}

/** The section of a category made a stub here. */
function stubSection(item: SidebarItem): string | undefined {
  return item.type === 'category' && item.items?.length === 1 ? standInSection(item.items[0]!) : undefined;
}

function hrefs(items: SidebarItem[]): (string | undefined)[] {
  return items.flatMap((item) => [item.href, ...(item.type === 'category' ? hrefs(item.items ?? []) : [])]);
}

function docIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [...(item.docId ? [item.docId] : []), ...(item.items ? docIds(item.items) : [])]);
}

/**
 * The section a top-level item can leave to, or undefined: a category that starts closed and can
 * open (an open one shows its items in every page's HTML), links to a page of one of `sections`,
 * and holds nothing outside that section (its items decide whether it is the current page's).
 */
function movableSection(item: SidebarItem, baseUrl: string, sections: ReadonlySet<string>): string | undefined {
  if (item.type !== 'category' || item.collapsible === false || item.collapsed !== true || !item.href) return undefined;
  const key = sectionKey(item.href, baseUrl);
  if (key === undefined || !sections.has(key)) return undefined;
  const inside = hrefs(item.items ?? []);
  return inside.every((href) => href !== undefined && sectionKey(href, baseUrl) === key) ? key : undefined;
}

/**
 * Splits the version data: the shell every doc page loads, and per section what its script adds.
 * Only sections in `sections` (those that have a script) are split off, each from the first
 * top-level category that qualifies in each sidebar. A doc moves with its section only if no
 * other part of any sidebar names it.
 */
export function splitSidebars(
  version: VersionData,
  options: {baseUrl: string; sections: ReadonlySet<string>},
): {shell: VersionData; sections: Map<string, SectionSidebar>} {
  const sections = new Map<string, SectionSidebar>();
  const docsIn = new Map<string, Set<string>>(); // doc id → the sections (or '' for the shell) naming it
  const name = (ids: string[], where: string) => ids.forEach((id) => docsIn.set(id, (docsIn.get(id) ?? new Set()).add(where)));

  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([sidebar, items]) => {
      const taken = new Set<string>();
      const shellItems = items.map((item) => {
        const key = movableSection(item, options.baseUrl, options.sections);
        if (key === undefined || taken.has(key)) {
          name(docIds([item]), '');
          return item;
        }
        taken.add(key);
        const section = sections.get(key) ?? {sidebars: {}, docs: {}};
        section.sidebars[sidebar] = item.items!;
        sections.set(key, section);
        name(docIds(item.items!), key);
        return {...item, items: [standIn(item, key)]};
      });
      return [sidebar, shellItems];
    }),
  );

  const docs: Record<string, VersionDoc> = {};
  for (const [id, doc] of Object.entries(version.docs)) {
    const where = [...(docsIn.get(id) ?? [''])];
    if (where.length === 1 && where[0] !== '') sections.get(where[0]!)!.docs[id] = doc;
    else docs[id] = doc;
  }
  return {shell: {...version, docsSidebars, docs}, sections};
}

// A filled category per stub and items, so the sidebar's memoised items keep their identity
// between renders.
const filledCategories = new WeakMap<SidebarItem, {items: SidebarItem[]; filled: SidebarItem}>();

function filled(stub: SidebarItem, items: SidebarItem[]): SidebarItem {
  const known = filledCategories.get(stub);
  if (known?.items === items) return known.filled;
  const category = {...stub, items};
  filledCategories.set(stub, {items, filled: category});
  return category;
}

/** A sidebar with the items of every section `sectionFor` gives put back into its stub; the same array when it has none. */
export function fillSidebar<T extends readonly SidebarItem[]>(
  items: T,
  sidebar: string,
  sectionFor: (key: string) => SectionSidebar | undefined,
): T {
  let changed = false;
  const result = items.map((item) => {
    const key = stubSection(item);
    const sectionItems = key === undefined ? undefined : sectionFor(key)?.sidebars[sidebar];
    if (!sectionItems) return item;
    changed = true;
    return filled(item, sectionItems);
  });
  return changed ? (result as unknown as T) : items;
}

/**
 * The version data with the items and docs of every section `sectionFor` gives put back; the same
 * object when it has none of them.
 */
export function fillSidebars(version: VersionData, sectionFor: (key: string) => SectionSidebar | undefined): VersionData {
  const used = new Set<SectionSidebar>();
  const track = (key: string) => {
    const section = sectionFor(key);
    if (section) used.add(section);
    return section;
  };
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([sidebar, items]) => [sidebar, fillSidebar(items, sidebar, track)]),
  );
  if (Object.keys(docsSidebars).every((sidebar) => docsSidebars[sidebar] === version.docsSidebars[sidebar])) return version;
  return {...version, docsSidebars, docs: Object.assign({}, version.docs, ...[...used].map((section) => section.docs))};
}
