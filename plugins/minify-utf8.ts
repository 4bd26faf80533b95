/**
 * Lets the JavaScript minifier keep Cyrillic as UTF-8. Docusaurus's minifier escapes every non-ASCII
 * character (`ascii_only`), so each Ukrainian letter in the sidebar, the translations and the
 * articles' chunks costs six bytes (\u0434) instead of two. The scripts are served as UTF-8
 * (deploy/help-centre.conf sets `charset utf-8`, and a classic script also falls back to the
 * page's own encoding), so the escapes buy nothing here.
 */
import {getSwcJsMinimizerOptions, rspack} from '@docusaurus/faster';
import type {Plugin} from '@docusaurus/types';

export default function minifyUtf8Plugin(): Plugin {
  return {
    name: 'minify-utf8',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || currentBundler.name !== 'rspack') return {};
      const options = getSwcJsMinimizerOptions();
      const minimizers = config.optimization?.minimizer ?? [];
      // The same options Docusaurus passes (bundler/lib/minification.js), with ascii_only off.
      config.optimization!.minimizer = minimizers.map((minimizer) =>
        minimizer instanceof rspack.SwcJsMinimizerRspackPlugin
          ? // Rspack's plugin is typed against Rspack's compiler, the config against webpack's.
            (new rspack.SwcJsMinimizerRspackPlugin({minimizerOptions: {minify: true, ...options, format: {...options.format, ascii_only: false}} as never}) as never)
          : minimizer,
      );
      return {};
    },
  };
}
