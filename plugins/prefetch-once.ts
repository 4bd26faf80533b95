/**
 * Swaps Docusaurus's prefetch helper for src/client/prefetch-once.ts, which prefetches each script
 * once. Only the import in Docusaurus's client folder is swapped, so the new helper can still
 * import the stock one. If a later Docusaurus imports it otherwise, nothing is swapped and the e2e
 * test of prefetches (tests/e2e/navigation.spec.ts) fails.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const CORE_CLIENT = /@docusaurus[\\/]core[\\/]lib[\\/]client$/;

export default function prefetchOncePlugin(): Plugin {
  return {
    name: 'prefetch-once',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const helper = path.resolve(__dirname, '../src/client/prefetch-once.ts');
      const swap = new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/prefetch$/, (resource: {context?: string; request: string}) => {
        if (!resource.context || !CORE_CLIENT.test(resource.context)) return;
        resource.request = helper;
      });
      return {plugins: [swap]};
    },
  };
}
