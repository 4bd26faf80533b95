/**
 * The content check CI runs: every doc against the bar of shared/CONTENT-GUIDE.md.
 * Usage: npm run check:content [-- [--full] ROUTE_PREFIX...]   (no prefix: the whole site)
 * Sections listed in FULL_ARTICLE_SECTIONS (or every chosen page, with --full) must meet the word
 * floor too; every page must meet the rest (front matter, language, placeholders, shell syntax,
 * facts, links, MDX that compiles) from day one.
 */
import {spawnSync} from 'node:child_process';
type Compile = (typeof import('@mdx-js/mdx'))['compile'];
const loadCompiler: Promise<Compile> = import('@mdx-js/mdx').then((m) => m.compile);
import {readCatalog} from '../plugins/shared/doc-catalog';
import {articleProblems, countWords, prose} from '../src/lib/content-rules';
import {factText} from '../src/provider/fact-text';
import {facts} from '../src/provider/facts';
import {POLICY_RULES, allTellTales, policyCases} from '../src/provider/policy-text';
import {FULL_ARTICLE_PAGES, FULL_ARTICLE_SECTIONS} from './content-sections';

function shellParses(code: string): boolean {
  return spawnSync('bash', ['-n'], {input: code}).status === 0;
}

async function mdxError(body: string): Promise<string | undefined> {
  try {
    await (
      await loadCompiler
    )(body);
    return undefined;
  } catch (error) {
    return `MDX does not compile: ${String((error as Error).message).split('\n')[0]}`;
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const forceFull = args.includes('--full');
  const prefixes = args.filter((a) => a !== '--full');
  const catalog = readCatalog();
  const routes = new Set(catalog.map((d) => d.route));
  let failing = 0;
  const chosen = catalog.filter((d) => prefixes.length === 0 || prefixes.some((p) => d.route.startsWith(p)));
  for (const doc of chosen) {
    const problems = articleProblems(
      {route: doc.route, frontMatter: doc.frontMatter, body: doc.body},
      {
        shellParses,
        routes,
        factNames: new Set(Object.keys(factText)),
        menuItems: new Set(Object.keys(facts.billingMenu)),
        policyRules: new Map(POLICY_RULES.map((rule) => [rule, policyCases(rule)])),
        policyPhrases: allTellTales(),
        fullArticle: forceFull || FULL_ARTICLE_PAGES.includes(doc.route) || FULL_ARTICLE_SECTIONS.some((s) => doc.route.startsWith(s)),
      },
    );
    if (doc.parseError) problems.unshift(`front matter is not valid YAML (quote the values): ${doc.parseError}`);
    const compileError = await mdxError(doc.body);
    if (compileError) problems.push(compileError);
    if (problems.length) {
      failing++;
      console.log(`${doc.route} (${countWords(prose(doc.body))} words)\n  - ${problems.join('\n  - ')}`);
    }
  }
  console.log(`content: ${chosen.length - failing}/${chosen.length} pages meet the bar`);
  return failing;
}

main().then((failing) => process.exit(failing ? 1 : 0));
