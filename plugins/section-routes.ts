/**
 * Takes the route table out of main.js section by section (src/lib/split-routes.ts), and the
 * sidebar out of the docs data every doc page loads (src/lib/section-sidebars.ts), so neither
 * grows with every page added; and names the page's own chunks in its HTML so they download
 * beside main.js instead of after it. Production builds only; `docusaurus start` stays stock.
 *
 * From the files Docusaurus generated it writes, in .docusaurus/section-routes/:
 * - for the browser, the route table, registry and chunk names that main.js keeps, one module per
 *   section that adds that section's share to them and carries its sidebar items, and the section
 *   loaders (src/client/route-sections.ts reads them, in place of src/client/route-sections-data.ts);
 * - for both builds, the docs version data without the sections' items, in place of the docs
 *   plugin's; for the server, every section's items (in place of src/client/section-sidebars-data.ts);
 * - for both builds, a registry whose entries report their chunk's name instead of its module's
 *   path. The page renderer lists a page's scripts by the names its routes report, and with Rspack
 *   only chunk names find them (its client manifest has no module paths): stock lists none.
 * The browser's `preload` is swapped for src/client/preload.ts, which loads the section first.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  allRoutes, readGeneratedRegistry, readGeneratedRoutes, routeChunk, routeKey, routeModule, sectionNames, splitRoutes,
  type GeneratedRoute, type Registry, type RouteChunkNames,
} from '../src/lib/split-routes';
import {splitSidebars, type SectionSidebar, type VersionData} from '../src/lib/section-sidebars';

const PARENT_COMPONENT = '@theme/DocRoot';
const VERSION_COMPONENT = '@theme/DocVersionRoot';
const CORE_PRELOAD = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;
const SECTIONS_STAND_IN = /src[\\/]client[\\/]route-sections-data\.ts$/;
const SIDEBARS_STAND_IN = /src[\\/]client[\\/]section-sidebars-data\.ts$/;

const json = (value: unknown) => JSON.stringify(value);

function routeCode(route: GeneratedRoute, indent: string): string {
  const {path: routePath, component, routes, ...rest} = route;
  const inner = `${indent}  `;
  const creator = component.hash === undefined ? `ComponentCreator(${json(component.path)})` : `ComponentCreator(${json(component.path)}, ${json(component.hash)})`;
  const lines = [`${inner}path: ${json(routePath)}`, `${inner}component: ${creator}`];
  for (const [key, value] of Object.entries(rest)) lines.push(`${inner}${key}: ${json(value)}`);
  if (routes) lines.push(`${inner}routes: ${routesCode(routes, inner)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

function routesCode(routes: GeneratedRoute[], indent = ''): string {
  return `[\n${routes.map((route) => `${indent}  ${routeCode(route, `${indent}  `)}`).join(',\n')}\n${indent}]`;
}

function registryCode(registry: Registry, chunks: string[]): string {
  // [1] is what the route's component reports to the page renderer: the chunk's name (see above).
  const entries = chunks.map((chunk) => {
    const module = json(registry[chunk]);
    return `  ${json(chunk)}: [() => import(/* webpackChunkName: ${json(chunk)} */ ${module}), ${json(chunk)}, require.resolveWeak(${module})]`;
  });
  return `{\n${entries.join(',\n')}\n}`;
}

function pick(chunkNames: Record<string, RouteChunkNames>, routes: GeneratedRoute[]): Record<string, RouteChunkNames> {
  return Object.fromEntries(routes.map(routeKey).filter((key) => key in chunkNames).map((key) => [key, chunkNames[key]!]));
}

interface Written {
  clientRoutes: string;
  clientRegistry: string;
  clientChunkNames: string;
  sections: string;
  serverRegistry: string;
  serverSidebars: string;
}

/**
 * Splits the docs version data, the props of the one `@theme/DocVersionRoot` route, by section
 * (src/lib/section-sidebars.ts): writes the shell every doc page keeps and points the registry at
 * it, and returns each section's part. With several docs versions or plugins nothing is split.
 */
function splitVersionData(input: {
  generated: string;
  routes: GeneratedRoute[];
  chunkNames: Record<string, RouteChunkNames>;
  registry: Registry;
  baseUrl: string;
  sections: ReadonlySet<string>;
  writeJson: (name: string, value: unknown) => string;
}): {registry: Registry; sidebars: Map<string, SectionSidebar>} {
  const {generated, routes, chunkNames, registry} = input;
  const roots = allRoutes(routes).filter((route) => routeModule(route, '__comp', chunkNames, registry) === VERSION_COMPONENT);
  if (roots.length !== 1) return {registry, sidebars: new Map()};
  const chunk = routeChunk(roots[0]!, '__props', chunkNames);
  const module = chunk === undefined ? undefined : registry[chunk];
  if (!module?.startsWith('@generated/')) throw new Error(`section-routes: the props of ${VERSION_COMPONENT} are no longer a generated file: ${module}`);
  const props = JSON.parse(fs.readFileSync(path.join(generated, module.slice('@generated/'.length)), 'utf8')) as {version: VersionData};
  const {shell, sections} = splitSidebars(props.version, {baseUrl: input.baseUrl, sections: input.sections});
  const shellFile = input.writeJson(`version-${chunk}.json`, {...props, version: shell});
  return {registry: {...registry, [chunk!]: shellFile}, sidebars: sections};
}

function writeSectionRoutes(context: LoadContext): Written {
  const generated = context.generatedFilesDir;
  const read = (name: string) => fs.readFileSync(path.join(generated, name), 'utf8');
  const generatedRegistry = readGeneratedRegistry(read('registry.js'));
  const chunkNames = JSON.parse(read('routesChunkNames.json')) as Record<string, RouteChunkNames>;
  const generatedRoutes = readGeneratedRoutes(read('routes.js'));
  const {baseUrl} = context.siteConfig;
  const split = splitRoutes({routes: generatedRoutes, chunkNames, registry: generatedRegistry, baseUrl, parentComponent: PARENT_COMPONENT});

  const dir = path.join(generated, 'section-routes');
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const write = (name: string, code: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `// Generated by plugins/section-routes.ts.\n${code}\n`);
    return file;
  };
  const writeJson = (name: string, value: unknown) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, json(value));
    return file;
  };

  const {registry, sidebars} = splitVersionData({
    generated, routes: generatedRoutes, chunkNames, registry: generatedRegistry, baseUrl, sections: new Set(split.sections.keys()), writeJson,
  });
  const names = sectionNames([...split.sections.keys()]);
  const sidebarFiles = new Map([...sidebars].map(([key, sidebar]) => [key, writeJson(`sidebar-${names.get(key)}.json`, sidebar)]));
  const sectionFiles = [...split.sections].map(([key, routes]) => {
    const file = `section-${names.get(key)}.js`;
    const sidebar = sidebarFiles.get(key);
    write(file, [
      `import ComponentCreator from '@docusaurus/ComponentCreator';`,
      `import registry from '@generated/registry';`,
      `import routesChunkNames from '@generated/routesChunkNames';`,
      ...(sidebar ? [`import sidebar from ${json(sidebar)};`] : []),
      `// The section's chunks and route chunk names join main.js's before its routes are made.`,
      `Object.assign(registry, ${registryCode(registry, split.sectionChunks.get(key) ?? [])});`,
      `Object.assign(routesChunkNames, ${json(pick(chunkNames, routes))});`,
      ...(sidebar ? [`// The section's sidebar items (src/client/section-sidebars.ts).`, `export {sidebar};`] : []),
      `export default ${routesCode(routes)};`,
    ].join('\n'));
    return {key, file};
  });
  const serverSidebars = [...sidebarFiles].map(([key, file], i) => ({key, file, name: `sidebar${i}`}));
  const loaders = sectionFiles.map(({key, file}) => `  [${json(key)}, () => import(/* webpackChunkName: ${json(`routes-${names.get(key)}`)} */ ${json(`./${file}`)})]`);

  return {
    clientRoutes: write('routes.js', `import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default ${routesCode(split.routes)};`),
    clientRegistry: write('registry.client.js', `export default ${registryCode(registry, split.mainChunks)};`),
    clientChunkNames: write('routesChunkNames.client.js', `export default ${json(pick(chunkNames, allRoutes(split.routes)))};`),
    sections: write('sections.js', `export default {\n  parentIndexPath: ${json(split.parentIndexPath)},\n  loaders: new Map([\n${loaders.join(',\n')}\n  ]),\n};`),
    serverRegistry: write('registry.server.js', `export default ${registryCode(registry, Object.keys(registry))};`),
    serverSidebars: write('section-sidebars.server.js', [
      ...serverSidebars.map(({file, name}) => `import ${name} from ${json(file)};`),
      `export default new Map([${serverSidebars.map(({key, name}) => `[${json(key)}, ${name}]`).join(', ')}]);`,
    ].join('\n')),
  };
}

export default function sectionRoutesPlugin(context: LoadContext): Plugin {
  // configureWebpack runs once for the client and once for the server, on the same generated files.
  let written: Written | undefined;
  return {
    name: 'section-routes',
    configureWebpack(config, isServer, {currentBundler}) {
      if (config.mode !== 'production') return {};
      written ??= writeSectionRoutes(context);
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const replace = (pattern: RegExp, file: string) => new NormalModuleReplacementPlugin(pattern, file);
      if (isServer) return {plugins: [replace(/^@generated\/registry$/, written.serverRegistry), replace(SIDEBARS_STAND_IN, written.serverSidebars)]};
      return {
        plugins: [
          replace(/^@generated\/routes$/, written.clientRoutes),
          replace(/^@generated\/registry$/, written.clientRegistry),
          replace(/^@generated\/routesChunkNames$/, written.clientChunkNames),
          replace(SECTIONS_STAND_IN, written.sections),
          replace(CORE_PRELOAD, path.resolve(__dirname, '../src/client/preload.ts')),
        ],
      };
    },
  };
}
