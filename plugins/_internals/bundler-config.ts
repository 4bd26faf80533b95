/**
 * Edits of the bundler configuration Docusaurus builds, where the edit depends on what Docusaurus
 * put there (its entry, its plugins, its minimizer, its PostCSS plugins). None of these shapes is
 * public; each function throws when the shape it expects is gone, so the build stops with the
 * name of the patch that needs it instead of shipping without the change.
 */
import {getSwcJsMinimizerOptions, rspack} from '@docusaurus/faster';
import type {PostCssOptions} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {CORE_CLIENT_ENTRY} from './module-paths';

/** The client config's entry in place of core's clientEntry.js, which must be what is there now. */
export function replaceClientEntry(owner: string, config: Configuration, file: string): Configuration {
  if (typeof config.entry !== 'string' || !CORE_CLIENT_ENTRY.test(config.entry)) {
    throw new Error(
      `${owner}: the client entry is no longer Docusaurus's clientEntry.js (${JSON.stringify(config.entry)}); see plugins/_internals/README.md`,
    );
  }
  return {entry: file};
}

/** Swaps the client config's plugin of the given constructor name for another; throws if absent. */
export function replaceDocusaurusPlugin(owner: string, config: Configuration, constructorName: string, plugin: unknown): void {
  const plugins = config.plugins ?? [];
  const index = plugins.findIndex((candidate) => candidate?.constructor.name === constructorName);
  if (index < 0)
    throw new Error(`${owner}: Docusaurus's ${constructorName} is no longer in the client config; see plugins/_internals/README.md`);
  plugins.splice(index, 1, plugin as never);
}

/**
 * Rebuilds Docusaurus's SWC minimizer with its own options (the same it passes, from
 * bundler/lib/minification.js) changed by `edit`. Throws if there is no such minimizer to rebuild.
 */
export function editJsMinimizerOptions(
  owner: string,
  config: Configuration,
  edit: (options: ReturnType<typeof getSwcJsMinimizerOptions>) => object,
): void {
  const options = getSwcJsMinimizerOptions();
  let replaced = 0;
  config.optimization!.minimizer = (config.optimization?.minimizer ?? []).map((minimizer) => {
    if (!(minimizer instanceof rspack.SwcJsMinimizerRspackPlugin)) return minimizer;
    replaced += 1;
    // Rspack's plugin is typed against Rspack's compiler, the config against webpack's.
    return new rspack.SwcJsMinimizerRspackPlugin({minimizerOptions: {minify: true, ...edit(options)} as never}) as never;
  });
  if (replaced === 0)
    throw new Error(`${owner}: Docusaurus's SWC minimizer is no longer in the client config; see plugins/_internals/README.md`);
}

/** Docusaurus's PostCSS options without the named plugin; throws when it is not there. */
export function withoutPostCssPlugin(owner: string, options: PostCssOptions, name: string): PostCssOptions {
  const plugins = options.plugins ?? [];
  const kept = plugins.filter((plugin) => !(Array.isArray(plugin) && typeof plugin[0] === 'string' && plugin[0].includes(name)));
  if (kept.length === plugins.length)
    throw new Error(`${owner}: ${name} is no longer in the style loaders; see plugins/_internals/README.md`);
  return {...options, plugins: kept};
}

/**
 * Appends `variant` to the version of Rspack's persistent cache. Docusaurus keys that cache by
 * locale, mode and theme aliases only (core/lib/webpack/base.js), so a build of another variant
 * (the stock bundle, the switched policies) would restore that variant's modules. With
 * DOCUSAURUS_NO_PERSISTENT_CACHE there is no cache and nothing to do; any other shape throws.
 */
export function separatePersistentCache(owner: string, config: Configuration, variant: string): void {
  const experiments = config.experiments as {cache?: unknown} | undefined;
  if (experiments?.cache === undefined) return;
  const cache = experiments.cache as {type?: unknown; version?: unknown};
  if (cache.type !== 'persistent' || typeof cache.version !== 'string')
    throw new Error(`${owner}: Docusaurus's persistent cache is no longer a versioned experiments.cache; see plugins/_internals/README.md`);
  cache.version = `${cache.version}-${variant}`;
}
