/**
 * Writes the code colours of both modes (./code-themes.ts) as one style sheet on Prism's token
 * classes and loads it on every page, in place of the inline styles prism-react-renderer would
 * write (the theme config gives it a colourless theme). Light is the page's look without
 * JavaScript, when no data-theme is set yet; dark comes later in the sheet and so wins.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from './code-themes';
import {prismThemesCss} from './prism-theme-css';

export default function codeThemeCssPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'code-theme-css', 'code-theme.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const modes = [
    {scope: ':root', theme: lightCodeTheme},
    {scope: "[data-theme='dark']", theme: darkCodeTheme},
  ];
  fs.writeFileSync(file, prismThemesCss(modes));
  return {
    name: 'code-theme-css',
    getClientModules: () => [file],
  };
}
