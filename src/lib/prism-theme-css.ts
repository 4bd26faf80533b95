/**
 * A Prism theme as CSS rules on the token classes prism-react-renderer writes (`token keyword`),
 * instead of its inline styles. With the colours in CSS, the highlighted HTML the server renders is
 * right in either colour mode, so the browser never has to highlight a page it hydrates again.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Style = PrismTheme['plain'];

function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(value)}`)
    .join(';');
}

/**
 * `scope` selects the colour mode (`:root`, `[data-theme='dark']`). Later entries of the theme win
 * over earlier ones for a type, as in prism-react-renderer, because they come later in the sheet.
 */
export function prismThemeCss(theme: PrismTheme, scope: string): string {
  const rules: string[] = [];
  const plain: string[] = [];
  if (theme.plain.color) plain.push(`--prism-color:${theme.plain.color}`);
  if (theme.plain.backgroundColor) plain.push(`--prism-background-color:${theme.plain.backgroundColor}`);
  if (plain.length) rules.push(`${scope}{${plain.join(';')}}`);
  for (const entry of theme.styles) {
    const body = declarations(entry.style);
    if (!body) continue;
    const within = entry.languages ? entry.languages.map((language) => `${scope} .language-${language}`) : [scope];
    const selectors = entry.types.flatMap((type) => within.map((prefix) => `${prefix} .token.${type}`));
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return `${rules.join('\n')}\n`;
}

/** A theme with no colours: given to the theme, it makes prism-react-renderer write no inline styles. */
export const COLOURLESS_PRISM_THEME: PrismTheme = {plain: {}, styles: []};
