/**
 * Whether built pages tell the reader the provider's policies as the policies module sets them.
 * scripts/check-policies.ts runs it on two builds: the default policies and the alternative set
 * (every rule switched). A page that states a rule in its own words keeps that wording in both
 * builds, so in one of them it contradicts the module, and a tell-tale phrase finds it.
 */
import type {ProviderPolicies} from '../provider/policies';
import {contradictingPhrases, normaliseForPhrases, policyPlainText, type PolicyRule} from '../provider/policy-text';

export interface BuiltArticle {
  route: string;
  /** The article as a reader sees it (its Markdown copy, links reduced to their text). */
  text: string;
  /** Rules the article's source shows with <Policy rule=… />. */
  statedRules: readonly PolicyRule[];
}

/** A Markdown copy reduced to what a reader reads: link and emphasis syntax gone. */
export function markdownToReadable(markdown: string): string {
  return (
    markdown
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\*\*|__|`/g, '')
      // Markdown escapes (billing\@example.com, 1\. ) are not what the reader reads.
      .replace(/\\([\\`*_{}[\]()#+\-.!@<>|~])/g, '$1')
  );
}

const POLICY = /<Policy\s+rule="([^"]*)"/g;
const CASE_BLOCK = /<PolicyCase\s+rule="([^"]*)"\s+is="([^"]*)"\s*>([\s\S]*?)<\/PolicyCase>/g;

/**
 * `<Policy rule="…" />` and `<PolicyCase rule="…">` in an article's source. `stated` holds the
 * rules shown outside any case; a `<Policy>` inside a case is shown only in a build where the case
 * holds, so it is in `inCases` with its case.
 */
export function rulesInSource(body: string): {
  stated: string[];
  cased: string[];
  inCases: {rule: string; when: {rule: string; is: string}}[];
} {
  const outside = proseOutsidePolicyCases(body);
  const stated = [...outside.matchAll(POLICY)].map((m) => m[1]!);
  const cased = [...body.matchAll(/<PolicyCase\s+rule="([^"]*)"/g)].map((m) => m[1]!);
  const inCases = [...body.matchAll(CASE_BLOCK)].flatMap((c) =>
    [...c[3]!.matchAll(POLICY)].map((m) => ({rule: m[1]!, when: {rule: c[1]!, is: c[2]!}})),
  );
  return {stated: [...new Set(stated)], cased: [...new Set(cased)], inCases};
}

/** Every way the pages of one build disagree with the policies they were built with. */
export function policyProblems(pages: readonly BuiltArticle[], p: ProviderPolicies): string[] {
  const problems: string[] = [];
  const phrases = contradictingPhrases(p);
  for (const page of pages) {
    const text = normaliseForPhrases(page.text);
    for (const {rule, value, phrase} of phrases) {
      if (text.includes(normaliseForPhrases(phrase))) {
        problems.push(`${page.route}: «${phrase}» states ${rule} as ${value}`);
      }
    }
    for (const rule of page.statedRules) {
      if (!text.includes(normaliseForPhrases(policyPlainText(rule, p)))) {
        problems.push(`${page.route}: <Policy rule="${rule}"> is not rendered as the module words it`);
      }
    }
  }
  return problems;
}

/**
 * Text that appears in the article's prose outside any <PolicyCase>: an article's own words. The
 * content check refuses tell-tale phrases there, since only the module may state a rule.
 */
export function proseOutsidePolicyCases(body: string): string {
  return body.replace(/<PolicyCase\b[^>]*>[\s\S]*?<\/PolicyCase>/g, ' ');
}

/** The tell-tale phrases, of any value of any rule, that a piece of an article's own prose contains. */
export function ownWordsPolicyPhrases<T extends {rule: string; phrase: string}>(prose: string, everyPhrase: readonly T[]): T[] {
  const text = normaliseForPhrases(prose);
  return everyPhrase.filter(({phrase}) => text.includes(normaliseForPhrases(phrase)));
}
