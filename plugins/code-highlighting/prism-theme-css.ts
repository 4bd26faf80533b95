/**
 * Prism themes as CSS rules on the token classes prism-react-renderer writes (`token keyword`),
 * instead of its inline styles. With the colours in CSS, the highlighted HTML the server renders is
 * right in every colour mode, so the browser never has to highlight a page it hydrates again.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Style = PrismTheme['plain'];

export interface ColourMode {
  /** The selector of the mode (`:root`, `[data-theme='dark']`); later modes win over earlier ones. */
  scope: string;
  theme: PrismTheme;
}

/** A theme's style per token type, later entries overriding earlier ones, as prism-react-renderer merges them. */
function stylesByType(theme: PrismTheme): Map<string, Style> {
  const byType = new Map<string, Style>();
  for (const entry of theme.styles) {
    if (entry.languages) throw new Error('prism-theme-css: language-bound theme entries are not supported yet.');
    for (const type of entry.types) byType.set(type, {...byType.get(type), ...entry.style});
  }
  return byType;
}

const cssProperty = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The properties a style gives a value. */
function propertiesSet(style: Style | undefined): string[] {
  return Object.entries(style ?? {})
    .filter(([, value]) => isSet(value))
    .map(([property]) => property);
}

/**
 * One sheet for all modes. The modes' rules all match at once (`:root` always does), so each
 * mode's rule for a type sets every property any mode sets for that type, `inherit` (the block's
 * plain colour) where this mode has none: otherwise a colour of the mode before would show through.
 */
export function prismThemesCss(modes: ColourMode[]): string {
  const styles = modes.map((mode) => stylesByType(mode.theme));
  const types = [...new Set(styles.flatMap((byType) => [...byType.keys()]))];
  const properties = new Map(types.map((type) => [type, [...new Set(styles.flatMap((byType) => propertiesSet(byType.get(type))))]]));
  const rules: string[] = [];
  modes.forEach((mode, i) => {
    const plain = [
      mode.theme.plain.color && `--prism-color:${mode.theme.plain.color}`,
      mode.theme.plain.backgroundColor && `--prism-background-color:${mode.theme.plain.backgroundColor}`,
    ].filter(Boolean);
    if (plain.length) rules.push(`${mode.scope}{${plain.join(';')}}`);
    // Types this mode leaves unstyled come first, so that a token of two types (`token string
    // url`) still takes the colour of the type this mode does style.
    const ordered = [...types.filter((type) => !styles[i]!.has(type)), ...types.filter((type) => styles[i]!.has(type))];
    for (const type of ordered) {
      const style = styles[i]!.get(type) ?? {};
      const body = properties
        .get(type)!
        .map((p) => `${cssProperty(p)}:${isSet(style[p as keyof Style]) ? String(style[p as keyof Style]) : 'inherit'}`)
        .join(';');
      if (body) rules.push(`${mode.scope} .token.${type}{${body}}`);
    }
  });
  return `${rules.join('\n')}\n`;
}

/** A theme with no colours: given to the theme, it makes prism-react-renderer write no inline styles. */
export const COLOURLESS_PRISM_THEME: PrismTheme = {plain: {}, styles: []};
