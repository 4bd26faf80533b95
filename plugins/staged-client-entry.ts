/**
 * Starts the browser's bundle from src/client/staged-entry.ts, which evaluates it in three tasks
 * before it runs Docusaurus's own entry. Production builds only; `docusaurus start` stays stock.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const STOCK_ENTRY = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

export default function stagedClientEntryPlugin(): Plugin {
  return {
    name: 'staged-client-entry',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      if (typeof config.entry !== 'string' || !STOCK_ENTRY.test(config.entry)) {
        throw new Error(`staged-client-entry: the client entry is no longer Docusaurus's clientEntry.js (${JSON.stringify(config.entry)}); see plugins/staged-client-entry.ts`);
      }
      return {entry: path.resolve(__dirname, '../src/client/staged-entry.ts')};
    },
  };
}
