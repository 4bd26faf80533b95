/**
 * The code-highlighting themes: Prism's github (light) and dracula (dark), with every token colour
 * that falls below WCAG AA contrast on its block background moved just far enough to reach it
 * (github's strings, numbers and keywords and dracula's comments do not as shipped).
 */
import {themes, type PrismTheme} from 'prism-react-renderer';
import {withContrast} from '../../src/lib/contrast';

/** Slightly above 4.5, so that anti-aliasing and rounding never tip a token under the bar. */
export const CODE_CONTRAST = 4.6;

export function readable(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: {...theme.plain, color: theme.plain.color && withContrast(theme.plain.color, background, CODE_CONTRAST)},
    // Opacity (github fades namespaces to 0.7) would undo the contrast reached here: dropped.
    styles: theme.styles.map((s) => ({
      ...s,
      style: {...s.style, opacity: undefined, color: s.style.color && withContrast(s.style.color, background, CODE_CONTRAST)},
    })),
  };
}

export const lightCodeTheme = readable(themes.github);
export const darkCodeTheme = readable(themes.dracula);
