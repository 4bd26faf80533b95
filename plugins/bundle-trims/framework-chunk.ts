/**
 * Puts React and React DOM in a script of their own instead of inside main.js. The browser runs
 * each script in a task of its own, and an emulated phone spends ~180 ms in one task on a main.js
 * that holds them: two shorter tasks leave room for the reader's input in between (Lighthouse's
 * blocking time counts only what a task runs past 50 ms). The bytes loaded do not change.
 */
import type {Plugin} from '@docusaurus/types';

export default function frameworkChunkPlugin(): Plugin {
  return {
    name: 'framework-chunk',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              framework: {
                name: 'framework',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                chunks: 'initial',
                enforce: true,
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
