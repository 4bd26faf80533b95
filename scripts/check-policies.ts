/**
 * Every page tells the reader the provider's policies as the policies module sets them.
 *
 * usage: check-policies.ts <default build> <alternative build>
 * The second build is made with HELP_POLICIES=alternative (every rule switched, see
 * src/provider/policies.alternative.ts). In each build: every <Policy> renders its module wording,
 * and no page holds a phrase that states a rule the other way (src/lib/policy-consistency.ts).
 * Across the two: every page with a <PolicyCase> reads differently.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readCatalog} from '../plugins/shared/doc-catalog';
import {policies, type ProviderPolicies} from '../src/provider/policies';
import {policies as alternative} from '../src/provider/policies.alternative';
import {isPolicyRule, policyCase, type PolicyRule} from '../src/provider/policy-text';
import {markdownToReadable, policyProblems, rulesInSource, type BuiltArticle} from '../src/lib/policy-consistency';

function markdownCopy(buildDir: string, route: string): string {
  const file = path.join(buildDir, route.endsWith('/') ? `${route}index.md` : `${route}.md`);
  if (!fs.existsSync(file)) throw new Error(`no Markdown copy of ${route} in ${buildDir} (${file})`);
  return markdownToReadable(fs.readFileSync(file, 'utf8'));
}

function main(): number {
  const [defaultBuild, alternativeBuild] = process.argv.slice(2);
  if (!defaultBuild || !alternativeBuild) {
    console.error('usage: check-policies.ts <default build> <alternative build>');
    return 2;
  }
  const docs = readCatalog()
    .filter((d) => !d.route.endsWith('markdown-page'))
    .map((doc) => ({...doc, rules: rulesInSource(doc.body)}));
  const problems: string[] = [];
  // The rules a page shows in a build: those outside cases, and those inside the cases that hold.
  const shown = (rules: (typeof docs)[number]['rules'], p: ProviderPolicies): PolicyRule[] => [
    ...rules.stated.filter(isPolicyRule),
    ...rules.inCases
      .filter(({rule, when}) => isPolicyRule(rule) && isPolicyRule(when.rule) && policyCase(when.rule, when.is, p))
      .map(({rule}) => rule as PolicyRule),
  ];
  const built = (dir: string, p: ProviderPolicies): BuiltArticle[] =>
    docs.map((doc) => ({route: doc.route, text: markdownCopy(dir, doc.route), statedRules: [...new Set(shown(doc.rules, p))]}));
  const defaultPages = built(defaultBuild, policies);
  const alternativePages = built(alternativeBuild, alternative);
  problems.push(...policyProblems(defaultPages, policies).map((p) => `default policies: ${p}`));
  problems.push(...policyProblems(alternativePages, alternative).map((p) => `alternative policies: ${p}`));
  const pagesWithCases = docs.filter((doc) => doc.rules.cased.length > 0);
  docs.forEach((doc, i) => {
    if (doc.rules.cased.length > 0 && defaultPages[i]!.text === alternativePages[i]!.text) {
      problems.push(`${doc.route}: has <PolicyCase rule="${doc.rules.cased.join('", "')}"> but reads the same under both sets of policies`);
    }
  });
  const statements = docs.reduce((n, doc) => n + doc.rules.stated.length, 0);
  const stating = docs.filter((doc) => doc.rules.stated.length > 0).length;
  console.log(
    `policies: ${stating} pages state ${statements} rules through <Policy>, ${pagesWithCases.length} pages have cases; ${docs.length} pages checked in both builds`,
  );
  for (const p of problems) console.log(`  - ${p}`);
  console.log(problems.length ? `policies: ${problems.length} problems` : 'policies: every page follows the module');
  return problems.length ? 1 : 0;
}

process.exit(main());
