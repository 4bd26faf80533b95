/**
 * The page template: Docusaurus's own, with the app's <script defer> tags in <head> replaced by a
 * list of the scripts (#app-scripts) and one inline script at the end of <body> that starts them
 * after the first paint (src/client/start-after-paint.js). Derived from the installed template
 * rather than copied, so an upgrade of Docusaurus keeps its other changes; if the part replaced
 * here ever changes shape, the build stops with this file's name instead of shipping pages
 * without scripts.
 */
import fs from 'node:fs';
import path from 'node:path';
import stockTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

const SCRIPT_TAGS = /\n\s*<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
const BODY_END = /(<%~ it\.postBodyTags %>)/;

const SCRIPT_LIST = '<script type="application/json" id="app-scripts"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>';

function startAfterPaintScript(): string {
  const source = fs.readFileSync(path.join(__dirname, 'client/start-after-paint.js'), 'utf8');
  return source.replace(/^\/\/.*\n/gm, '').trim();
}

export function ssrTemplate(): string {
  if (!SCRIPT_TAGS.test(stockTemplate) || !BODY_END.test(stockTemplate)) {
    throw new Error('src/ssr-template.ts: the Docusaurus page template changed shape; update the patterns.');
  }
  return stockTemplate.replace(SCRIPT_TAGS, '').replace(BODY_END, `$1\n    ${SCRIPT_LIST}\n    <script>${startAfterPaintScript()}</script>`);
}
