/**
 * Lets the JavaScript minifier keep Cyrillic as UTF-8. Docusaurus's minifier escapes every non-ASCII
 * character (`ascii_only`), so each Ukrainian letter in the sidebar, the translations and the
 * articles' chunks costs six bytes (\u0434) instead of two. The scripts are served as UTF-8
 * (deploy/help-centre.conf sets `charset utf-8`, and a classic script also falls back to the
 * page's own encoding), so the escapes buy nothing here.
 */
import {editJsMinimizerOptions} from '../_internals/bundler-config';
import type {Plugin} from '@docusaurus/types';

export default function minifyUtf8Plugin(): Plugin {
  return {
    name: 'minify-utf8',
    configureWebpack(config, isServer, {currentBundler}) {
      // Nothing to rebuild where Docusaurus does not minify (docusaurus start, build --no-minify).
      if (isServer || currentBundler.name !== 'rspack' || !config.optimization?.minimize) return {};
      // The same options Docusaurus passes, with ascii_only off.
      editJsMinimizerOptions('minify-utf8', config, (options) => ({...options, format: {...options.format, ascii_only: false}}));
      return {};
    },
  };
}
