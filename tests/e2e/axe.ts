import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The WCAG 2.2 A and AA rule sets (axe tags each rule with the version that introduced it). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One line per violation and node, readable in a test failure. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({page}).withTags(WCAG_TAGS).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`));
}
