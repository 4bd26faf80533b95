/**
 * How a page starts (ARCHITECTURE.md): the template that starts the app's scripts after the first
 * paint (runtime/start-after-paint.js, through plugins/_internals/ssr-template.ts), and the plugin
 * that starts the browser's bundle from runtime/staged-entry.ts, which evaluates it in three tasks
 * before it runs Docusaurus's own entry. Production builds only; `docusaurus start` stays stock.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceClientEntry} from '../_internals/bundler-config';
import {templateWithScriptsStartedBy} from '../_internals/ssr-template';

/** An inline script of runtime/, without its comment lines (they would only weigh on every page). */
export function inlineScript(name: 'start-after-paint.js' | 'safe-location.js'): string {
  return fs
    .readFileSync(path.join(__dirname, 'runtime', name), 'utf8')
    .replace(/^\/\/.*\n/gm, '')
    .trim();
}

/** The page template whose app scripts start after the first paint. */
export function startAfterPaintTemplate(): string {
  return templateWithScriptsStartedBy(inlineScript('start-after-paint.js'));
}

export default function stagedClientEntryPlugin(): Plugin {
  return {
    name: 'staged-client-entry',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return replaceClientEntry('staged-client-entry', config, path.resolve(__dirname, 'runtime/staged-entry.ts'));
    },
  };
}
