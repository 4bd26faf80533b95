/**
 * Docusaurus puts every route of the site, with the loaders of every route's chunks, in main.js:
 * at 254 pages that was 21 KB of its 68 KB gzip, and it grows with every page added. This splits
 * that table by section (../section-key.ts): main.js keeps the pages outside the sections
 * and what is shared, and each section's doc routes, with the loaders only they use, become a
 * script of their own that the browser loads before it shows one of the section's pages.
 *
 * It reads the files Docusaurus generates (.docusaurus/routes.js, registry.js and
 * routesChunkNames.json, through plugins/_internals/generated-files.ts) rather than rebuilding them,
 * so the hashes and chunk names stay the ones Docusaurus chose; ./emit-modules.ts writes the
 * modules from the result.
 */
import {sectionKey} from '../section-key';
import type {GeneratedRoute, Registry, RouteChunkNames} from '../../_internals/generated-files';

export type {GeneratedRoute, Registry, RouteChunkNames};

export function routeKey(route: Pick<GeneratedRoute, 'component'>): string {
  return `${route.component.path}-${route.component.hash}`;
}

/** The chunk of a route's component (`__comp`) or of its props (`__props`). */
export function routeChunk(route: GeneratedRoute, part: '__comp' | '__props', chunkNames: Record<string, RouteChunkNames>): string | undefined {
  const chunk = (chunkNames[routeKey(route)] as Record<string, unknown> | undefined)?.[part];
  return typeof chunk === 'string' ? chunk : undefined;
}

/** The module a route's component or props chunk loads: `@theme/DocRoot`, a props file… */
export function routeModule(route: GeneratedRoute, part: '__comp' | '__props', chunkNames: Record<string, RouteChunkNames>, registry: Registry): string | undefined {
  const chunk = routeChunk(route, part, chunkNames);
  return chunk === undefined ? undefined : registry[chunk];
}

/** Every route of the tree, parents before their children. */
export function allRoutes(routes: GeneratedRoute[]): GeneratedRoute[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.routes ?? [])]);
}

/** Every chunk name in one route's entry of routesChunkNames.json. */
export function chunkNamesOf(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (entry && typeof entry === 'object') return Object.values(entry).flatMap(chunkNamesOf);
  return [];
}

export interface SplitRoutes {
  /** The route tree main.js keeps. */
  routes: GeneratedRoute[];
  /** Indexes from the top of `routes` down to the route whose children the sections add to. */
  parentIndexPath: number[];
  /** Section key → its routes, in the generated order. */
  sections: Map<string, GeneratedRoute[]>;
  /** Section key → the chunk names that only its routes use. */
  sectionChunks: Map<string, string[]>;
  /** The chunk names main.js keeps. */
  mainChunks: string[];
}

function findParent(routes: GeneratedRoute[], isParent: (route: GeneratedRoute) => boolean, path: number[] = []): number[][] {
  return routes.flatMap((route, index) => [
    ...(isParent(route) ? [[...path, index]] : []),
    ...(route.routes ? findParent(route.routes, isParent, [...path, index]) : []),
  ]);
}

function mapAt(routes: GeneratedRoute[], indexPath: number[], keep: (children: GeneratedRoute[]) => GeneratedRoute[]): GeneratedRoute[] {
  const [index, ...rest] = indexPath;
  return routes.map((route, i) => {
    if (i !== index) return route;
    const children = route.routes ?? [];
    return {...route, routes: rest.length ? mapAt(children, rest, keep) : keep(children)};
  });
}

function childrenAt(routes: GeneratedRoute[], indexPath: number[]): GeneratedRoute[] {
  return indexPath.reduce<GeneratedRoute[]>((list, index) => list[index]?.routes ?? [], routes);
}

/**
 * Splits the children of the one route whose component is `parentComponent` (the docs plugin's
 * `@theme/DocRoot`) by section. Children outside any section stay, and so does every chunk that a
 * route left in main.js or more than one section uses.
 */
export function splitRoutes(input: {
  routes: GeneratedRoute[];
  chunkNames: Record<string, RouteChunkNames>;
  registry: Registry;
  baseUrl: string;
  parentComponent: string;
}): SplitRoutes {
  const {routes, chunkNames, registry, baseUrl, parentComponent} = input;
  const parents = findParent(routes, (route) => routeModule(route, '__comp', chunkNames, registry) === parentComponent);
  if (parents.length !== 1) throw new Error(`split-routes: expected one route of ${parentComponent}, found ${parents.length}.`);
  const parentIndexPath = parents[0]!;

  const sections = new Map<string, GeneratedRoute[]>();
  for (const child of childrenAt(routes, parentIndexPath)) {
    const key = sectionKey(child.path, baseUrl);
    if (key === undefined || child.routes) continue;
    sections.set(key, [...(sections.get(key) ?? []), child]);
  }
  const moved = new Set([...sections.values()].flat());
  const mainRoutes = mapAt(routes, parentIndexPath, (children) => children.filter((child) => !moved.has(child)));

  // A chunk goes with a section only if no other section and no route left in main.js uses it.
  const users = new Map<string, Set<string>>();
  const use = (route: GeneratedRoute, user: string) => {
    for (const chunk of chunkNamesOf(chunkNames[routeKey(route)])) users.set(chunk, (users.get(chunk) ?? new Set()).add(user));
  };
  const visitMain = (list: GeneratedRoute[]) => list.forEach((route) => { use(route, ''); if (route.routes) visitMain(route.routes); });
  visitMain(mainRoutes);
  for (const [key, list] of sections) list.forEach((route) => use(route, key));

  const sectionChunks = new Map<string, string[]>([...sections.keys()].map((key) => [key, []]));
  const mainChunks: string[] = [];
  for (const chunk of Object.keys(registry)) {
    const by = [...(users.get(chunk) ?? [''])];
    if (by.length === 1 && by[0] !== '') sectionChunks.get(by[0]!)!.push(chunk);
    else mainChunks.push(chunk);
  }
  return {routes: mainRoutes, parentIndexPath, sections, sectionChunks, mainChunks};
}

/**
 * A file and chunk name for each section: its key's ASCII letters, digits and hyphens, numbered
 * when two keys come out the same (Cyrillic slugs keep no letter), since two section scripts of
 * one name would overwrite each other.
 */
export function sectionNames(keys: string[]): Map<string, string> {
  const used = new Set<string>();
  return new Map(keys.map((key) => {
    const base = key.replace(/[^a-z0-9-]/g, '_');
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}-${n}`;
    used.add(name);
    return [key, name];
  }));
}
