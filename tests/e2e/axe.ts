import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The WCAG 2.2 A and AA rule sets (axe tags each rule with the version that introduced it). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The WCAG rules whose result depends on colours: all a change of colour theme can break. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * One line per violation and node, readable in a test failure. `colourOnly` runs just the colour
 * rules, for a second theme of a page already checked in full: the DOM is the same, only colours differ.
 */
export async function axeViolations(page: Page, {colourOnly = false} = {}): Promise<string[]> {
  const builder = new AxeBuilder({page});
  const result = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_TAGS)).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`),
  );
}
