/**
 * The page template: Docusaurus's own (core's ssg/ssgTemplate.html), with the app's
 * <script defer> tags in <head> replaced by a list of the scripts (#app-scripts) and one inline
 * script at the end of <body> that starts them (plugins/page-start). Derived from the installed
 * template rather than copied, so an upgrade of Docusaurus keeps its other changes; if the part
 * replaced here ever changes shape, the build stops with this file's name instead of shipping
 * pages without scripts.
 */
import stockTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

export const SCRIPT_TAGS =
  /\n\s*<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
export const BODY_END = /(<%~ it\.postBodyTags %>)/;

const SCRIPT_LIST =
  '<script type="application/json" id="app-scripts"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>';

/** The stock template, with the app's scripts listed as JSON and started by `startScript`. */
export function templateWithScriptsStartedBy(startScript: string, template: string = stockTemplate): string {
  if (!SCRIPT_TAGS.test(template) || !BODY_END.test(template)) {
    throw new Error('plugins/_internals/ssr-template.ts: the Docusaurus page template changed shape; update the patterns.');
  }
  return template.replace(SCRIPT_TAGS, '').replace(BODY_END, `$1\n    ${SCRIPT_LIST}\n    <script>${startScript}</script>`);
}
