/**
 * The highlighted code component, loaded once. The server bundle has it from the start, so every
 * page's HTML carries highlighted code; the browser fetches it in its own chunk only when a code
 * block mounts after a client-side navigation. process.env.CODE_HIGHLIGHT_ON_SERVER is set per
 * bundle by ../prism-off-main.ts, and the bundler drops the branch the bundle does not take.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';

export type HighlightedCode = ComponentType<Props>;

let loaded: HighlightedCode | undefined =
  process.env.CODE_HIGHLIGHT_ON_SERVER === 'true' ? (require('./HighlightedCode') as {default: HighlightedCode}).default : undefined;
let loading: Promise<HighlightedCode> | undefined;

/** The component if it is here already, or undefined. */
export function loadedHighlighter(): HighlightedCode | undefined {
  return loaded;
}

export function loadHighlighter(): Promise<HighlightedCode> {
  loading ??= import('./HighlightedCode').then((module) => (loaded = module.default));
  return loading;
}
