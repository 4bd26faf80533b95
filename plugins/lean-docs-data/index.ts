/**
 * The docs plugin, with the per-doc titles and descriptions taken out of the version data that
 * every doc page loads, and the list of every doc out of the global data in main.js
 * (plugins/lean-docs-data/lean-data.ts); section landing pages carry their cards' descriptions in their
 * own props instead (src/theme/DocCategoryGeneratedIndexPage, src/theme/DocCard).
 * Used in docusaurus.config.ts in place of '@docusaurus/plugin-content-docs', with its options.
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, PluginModule, RouteConfig} from '@docusaurus/types';
import {leanDocsGlobalData, leanDocsRoute, versionDataCount, type RouteConfigLike} from './lean-data';

async function leanDocsPlugin(context: LoadContext, options: PluginOptions): ReturnType<typeof docsPlugin> {
  const plugin = await docsPlugin(context, options);
  const contentLoaded = plugin.contentLoaded!.bind(plugin);
  return {
    ...plugin,
    async contentLoaded(args) {
      // The trims read the shapes of the docs plugin's route props and global data, which are not
      // public: a change there would leave the data whole and the build green, so each trim counts.
      let trimmedVersions = 0;
      const addRoute = (route: RouteConfig) => {
        trimmedVersions += versionDataCount(route as unknown as RouteConfigLike);
        args.actions.addRoute(
          leanDocsRoute(route as unknown as RouteConfigLike, options.docCategoryGeneratedIndexComponent) as unknown as RouteConfig,
        );
      };
      const setGlobalData = (data: unknown) =>
        args.actions.setGlobalData(leanDocsGlobalData(data as Parameters<typeof leanDocsGlobalData>[0]));
      await contentLoaded({...args, actions: {...args.actions, addRoute, setGlobalData}});
      if (trimmedVersions === 0) {
        throw new Error(
          'lean-docs-data: no route of the docs plugin carried version data to trim; its route props changed shape. See plugins/_internals/README.md.',
        );
      }
    },
  };
}

// Docusaurus reads the option validation from the plugin function: the docs plugin's own. (Its
// generic signature in PluginModule cannot be met by a plugin's concrete options type.)
leanDocsPlugin.validateOptions = validateOptions;

export default leanDocsPlugin as unknown as PluginModule;
