/**
 * The docs plugin puts, in the version data that every doc page loads, the title and description
 * of every doc (at 254 pages, 21 KB of the 27 KB gzip the sidebar chunk weighs). Only a section
 * landing page's cards read them, and only the descriptions of their own docs. This keeps each
 * doc's id and sidebar in the version data (the theme looks docs up by id) and gives each landing
 * page the descriptions of its cards in its own props, as `cardDescriptions`.
 */

export interface RouteConfigLike {
  path: string;
  component: string;
  props?: Record<string, unknown>;
  routes?: RouteConfigLike[];
  [key: string]: unknown;
}

interface VersionDoc {
  id: string;
  title?: string;
  description?: string;
  sidebar?: string;
}

interface SidebarItemLike {
  type: string;
  href?: string;
  docId?: string;
  items?: SidebarItemLike[];
}

interface VersionProp {
  docs: Record<string, VersionDoc>;
  docsSidebars: Record<string, SidebarItemLike[]>;
  [key: string]: unknown;
}

export type CardDescriptions = Record<string, string>;

function findCategory(items: SidebarItemLike[], href: string): SidebarItemLike | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const found = findCategory(item.items ?? [], href);
    if (found) return found;
  }
  return undefined;
}

/** The descriptions of the docs a landing page at `permalink` shows as cards. */
export function cardDescriptionsFor(version: VersionProp, permalink: string): CardDescriptions {
  const category = Object.values(version.docsSidebars)
    .map((items) => findCategory(items, permalink))
    .find(Boolean);
  const descriptions: CardDescriptions = {};
  for (const item of category?.items ?? []) {
    const description = item.docId ? version.docs[item.docId]?.description : undefined;
    if (item.type === 'link' && item.docId && description) descriptions[item.docId] = description;
  }
  return descriptions;
}

function withCardDescriptions(route: RouteConfigLike, version: VersionProp, landingComponent: string): RouteConfigLike {
  const index = route.props?.categoryGeneratedIndex as {permalink: string} | undefined;
  const props =
    route.component === landingComponent && index
      ? {...route.props, categoryGeneratedIndex: {...index, cardDescriptions: cardDescriptionsFor(version, index.permalink)}}
      : route.props;
  return {
    ...route,
    ...(props && {props}),
    ...(route.routes && {routes: route.routes.map((r) => withCardDescriptions(r, version, landingComponent))}),
  };
}

/** The route tree the docs plugin adds, with its version data made lean as described above. */
export function leanDocsRoute(route: RouteConfigLike, landingComponent: string): RouteConfigLike {
  const version = route.props?.version as VersionProp | undefined;
  if (version?.docs) {
    const docs = Object.fromEntries(
      Object.entries(version.docs).map(([id, doc]) => [id, {id: doc.id, ...(doc.sidebar && {sidebar: doc.sidebar})}]),
    );
    const withCards = withCardDescriptions(route, version, landingComponent);
    return {...withCards, props: {...withCards.props, version: {...version, docs}}};
  }
  return route.routes ? {...route, routes: route.routes.map((r) => leanDocsRoute(r, landingComponent))} : route;
}

/** How many routes of a tree carry docs version data (`props.version.docs`), which leanDocsRoute trims. */
export function versionDataCount(route: RouteConfigLike): number {
  const own = (route.props?.version as VersionProp | undefined)?.docs ? 1 : 0;
  return own + (route.routes ?? []).reduce((sum, child) => sum + versionDataCount(child), 0);
}

interface GlobalDataVersion {
  mainDocId: string;
  docs: {id: string; path: string; sidebar?: string}[];
  [key: string]: unknown;
}

/**
 * The docs plugin's global data, which main.js carries to every page, lists every doc's id, path
 * and sidebar, to find "the current doc" for navbar items of type doc, docSidebar and
 * docsVersion and for the version banner. This site uses none of them; each version keeps its
 * main doc only, which the version links use.
 */
export function leanDocsGlobalData<T extends {versions: GlobalDataVersion[]}>(data: T): T {
  return {
    ...data,
    versions: data.versions.map((version) => ({...version, docs: version.docs.filter((doc) => doc.id === version.mainDocId)})),
  };
}
