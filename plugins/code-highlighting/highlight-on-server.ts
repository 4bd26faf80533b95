/**
 * Tells each bundle whether it is the server's: runtime/highlighter.ts has the highlighter from
 * the start on the server and loads it lazily in the browser, and the bundler drops the branch a
 * bundle does not take. Functional, not a trim: without it the browser would never highlight
 * code that arrives with a client-side navigation, so the stock build keeps it too.
 */
import type {Plugin} from '@docusaurus/types';

export default function highlightOnServerPlugin(): Plugin {
  return {
    name: 'highlight-on-server',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {DefinePlugin} = currentBundler.instance;
      return {plugins: [new DefinePlugin({'process.env.CODE_HIGHLIGHT_ON_SERVER': JSON.stringify(String(isServer))})]};
    },
  };
}
