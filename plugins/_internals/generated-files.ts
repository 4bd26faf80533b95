/**
 * The files Docusaurus generates in .docusaurus/ (routes.js, registry.js, routesChunkNames.json,
 * the route props JSON files) and the `@generated/*` modules the bundle imports them by: how this
 * project reads them, and how it writes modules in their format to stand in for them. Nothing
 * here is Docusaurus's public API; the shapes were read off the installed version
 * (./verified-version.ts) and ./contract.test.ts checks them against a real build's files.
 * Each reader throws with "changed shape" rather than guessing when a file no longer parses.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';

/** A component as the generated routes name it: `ComponentCreator(path, hash)`. */
export interface ComponentRef {
  path: string;
  hash?: string;
}

export interface GeneratedRoute {
  path: string;
  component: ComponentRef;
  routes?: GeneratedRoute[];
  [key: string]: unknown;
}

/** Per route (`path-hash`), the chunk names of its component and props, nested as the props are. */
export type RouteChunkNames = Record<string, unknown>;

/** Chunk name → the module it loads. */
export type Registry = Record<string, string>;

/** Reads .docusaurus/routes.js: an array literal whose components are `ComponentCreator(path, hash)` calls. */
export function readGeneratedRoutes(source: string): GeneratedRoute[] {
  const body = source.replace(/^import .*;?$/gm, '');
  if (!/^export default \[/m.test(body)) throw new Error('generated-files: the generated routes.js changed shape.');
  const evaluate = new Function('ComponentCreator', body.replace(/^export default /m, 'return '));
  return evaluate((path: string, hash?: string): ComponentRef => (hash === undefined ? {path} : {path, hash})) as GeneratedRoute[];
}

// The last entry closes the object on its own line: `…],};`.
const REGISTRY_ENTRY =
  /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), "\2", require\.resolveWeak\("\2"\)\],?(?:\};?)?\s*$/;

/** Reads .docusaurus/registry.js, one entry per line. */
export function readGeneratedRegistry(source: string): Registry {
  const registry: Registry = {};
  const lines = source.split('\n').filter((line) => line.includes(': [()'));
  for (const line of lines) {
    const match = REGISTRY_ENTRY.exec(line);
    if (!match) throw new Error(`generated-files: a line of the generated registry.js changed shape: ${line.slice(0, 120)}`);
    registry[match[1]!] = match[2]!;
  }
  return registry;
}

/** The module requests of the generated files the section split stands in for. */
export const GENERATED_MODULES = {
  routes: /^@generated\/routes$/,
  registry: /^@generated\/registry$/,
  routesChunkNames: /^@generated\/routesChunkNames$/,
} as const;

/** What the section split reads: the route table, the registry and each route's chunk names. */
export function readGeneratedFiles(context: Pick<LoadContext, 'generatedFilesDir'>): {
  routes: GeneratedRoute[];
  registry: Registry;
  chunkNames: Record<string, RouteChunkNames>;
} {
  const read = (name: string) => fs.readFileSync(path.join(context.generatedFilesDir, name), 'utf8');
  return {
    routes: readGeneratedRoutes(read('routes.js')),
    registry: readGeneratedRegistry(read('registry.js')),
    chunkNames: JSON.parse(read('routesChunkNames.json')) as Record<string, RouteChunkNames>,
  };
}

/** A registry module that is a generated JSON file (`@generated/…json`), parsed; throws otherwise. */
export function readGeneratedJson<T>(context: Pick<LoadContext, 'generatedFilesDir'>, module: string | undefined, what: string): T {
  if (!module?.startsWith('@generated/')) throw new Error(`generated-files: ${what} is no longer a generated file: ${module}`);
  return JSON.parse(fs.readFileSync(path.join(context.generatedFilesDir, module.slice('@generated/'.length)), 'utf8')) as T;
}

/** A folder of this project's own generated modules, beside Docusaurus's, emptied first. */
export function ownGeneratedDir(context: Pick<LoadContext, 'generatedFilesDir'>, name: string, empty = true): string {
  const dir = path.join(context.generatedFilesDir, name);
  if (empty) fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  return dir;
}

const json = (value: unknown) => JSON.stringify(value);

function routeCode(route: GeneratedRoute, indent: string): string {
  const {path: routePath, component, routes, ...rest} = route;
  const inner = `${indent}  `;
  const creator =
    component.hash === undefined
      ? `ComponentCreator(${json(component.path)})`
      : `ComponentCreator(${json(component.path)}, ${json(component.hash)})`;
  const lines = [`${inner}path: ${json(routePath)}`, `${inner}component: ${creator}`];
  for (const [key, value] of Object.entries(rest)) lines.push(`${inner}${key}: ${json(value)}`);
  if (routes) lines.push(`${inner}routes: ${routesCode(routes, inner)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** A route table in routes.js's format (an array literal of `ComponentCreator` routes). */
export function routesCode(routes: GeneratedRoute[], indent = ''): string {
  return `[\n${routes.map((route) => `${indent}  ${routeCode(route, `${indent}  `)}`).join(',\n')}\n${indent}]`;
}

/**
 * Registry entries in registry.js's format, for the given chunks. [1] is what the route's
 * component reports to the page renderer: here the chunk's name, not its module's path. The page
 * renderer lists a page's scripts by the names its routes report, and with Rspack only chunk
 * names find them (its client manifest has no module paths): stock lists none.
 */
export function registryCode(registry: Registry, chunks: string[]): string {
  const entries = chunks.map((chunk) => {
    const module = json(registry[chunk]);
    return `  ${json(chunk)}: [() => import(/* webpackChunkName: ${json(chunk)} */ ${module}), ${json(chunk)}, require.resolveWeak(${module})]`;
  });
  return `{\n${entries.join(',\n')}\n}`;
}

/** The imports a module of section routes needs to add its share to the generated tables. */
export const SECTION_MODULE_IMPORTS = [
  `import ComponentCreator from '@docusaurus/ComponentCreator';`,
  `import registry from '@generated/registry';`,
  `import routesChunkNames from '@generated/routesChunkNames';`,
];

/** The import a route table module needs. */
export const ROUTES_MODULE_IMPORT = `import ComponentCreator from '@docusaurus/ComponentCreator';`;
