/**
 * The content bar of the help centre (shared/CONTENT-GUIDE.md), as rules over an article's source.
 * Pure: the caller passes the shell-syntax checker, so these rules run anywhere and are unit-tested.
 */
import {calquesIn} from './calques';
import {ownWordsPolicyPhrases, proseOutsidePolicyCases} from './policy-consistency';
import {swallowedSteps} from './numbered-steps';
import {plainSpacedUnits} from './unit-spacing';

export interface CodeBlock {
  lang: string;
  code: string;
}

export interface ArticleSource {
  route: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

export type PageKind = 'home' | 'index' | 'guide' | 'howto' | 'answer';

/** Same word pattern as shared/tools/content-report.py, so both count alike. */
const WORD = /[A-Za-zА-Яа-яІіЇїЄєҐґ][A-Za-zА-Яа-яІіЇїЄєҐґ'’ʼ-]*/g;
const RUSSIAN = /[ыэъёЫЭЪЁ]/g;
const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum)\b|незабаром|у розробці|заглушк|coming soon/i;
const SHELL_LANGS = new Set(['bash', 'sh', 'shell']);
export const COMMAND_LANGS = new Set([
  'bash',
  'sh',
  'shell',
  'console',
  'powershell',
  'ps1',
  'sql',
  'nginx',
  'ini',
  'yaml',
  'apache',
  'cmd',
  'bat',
]);
// A fenced block may be indented under a list item; its closing fence may be indented too.
const FENCE = /^[ \t]*(```+|~~~+)([^\n`]*)\n([\s\S]*?)^[ \t]*\1[ \t]*$/gm;

export function codeBlocks(body: string): CodeBlock[] {
  return [...body.matchAll(FENCE)].map((m) => ({lang: (m[2] ?? '').trim().split(/\s+/)[0] ?? '', code: m[3] ?? ''}));
}

/** The prose a reader reads: no code, no imports, no JSX or HTML tags, no link targets. */
export function prose(body: string): string {
  return body
    .replace(FENCE, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<\/?[A-Za-z][^<>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/^:::\w*.*$/gm, ' ');
}

/** Fewest search phrasings a page lists (front matter `phrasings`: what readers type when it is the answer). */
export const PHRASINGS_MIN = 5;

/**
 * Problems of a page's search phrasings. Every page a reader can find lists them, except the test
 * page and unlisted pages; none may repeat another (case and punctuation aside) or the title.
 */
export function phrasingProblems(article: ArticleSource): string[] {
  const {frontMatter: fm, route} = article;
  if (route === '/markdown-page' || fm.unlisted === true) return [];
  const list = fm.phrasings;
  if (!Array.isArray(list) || list.length < PHRASINGS_MIN) {
    return [`front matter: phrasings needs at least ${PHRASINGS_MIN} entries (what readers type when this page is the answer)`];
  }
  const problems: string[] = [];
  const key = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const seen = new Set<string>([key(String(fm.title ?? ''))]);
  for (const entry of list) {
    if (typeof entry !== 'string' || !entry.trim()) {
      problems.push('phrasings: an entry is empty or not text');
      continue;
    }
    if (entry.length > 120) problems.push(`phrasings: «${entry.slice(0, 40)}…» is longer than 120 characters`);
    if (seen.has(key(entry))) problems.push(`phrasings: «${entry}» repeats the title or another phrasing`);
    seen.add(key(entry));
  }
  return problems;
}

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

export function pageKind(article: ArticleSource): PageKind {
  const {route, body} = article;
  if (route === '/' || route === '/markdown-page') return 'home';
  if (route.endsWith('/')) return 'index';
  if (route.startsWith('/apps/')) return 'guide';
  const commands = codeBlocks(body).some((b) => COMMAND_LANGS.has(b.lang));
  const steps = /^\s*1\.\s+\S/m.test(prose(body));
  return commands || steps ? 'howto' : 'answer';
}

export const WORD_FLOOR: Record<PageKind, number> = {home: 120, index: 60, guide: 500, howto: 300, answer: 120};

export interface RuleContext {
  /** True when a shell snippet parses (bash -n). */
  shellParses: (code: string) => boolean;
  /** Routes of every page of the site, for see_also. */
  routes: ReadonlySet<string>;
  factNames: ReadonlySet<string>;
  menuItems: ReadonlySet<string>;
  /** Each policy rule and the values a <PolicyCase> may name (src/provider/policy-text.ts). */
  policyRules: ReadonlyMap<string, readonly string[]>;
  /** Phrases that state a policy; an article's own prose (outside <PolicyCase>) may hold none. */
  policyPhrases: readonly {rule: string; phrase: string}[];
  /** Whether this page must already meet the full word bar. */
  fullArticle: boolean;
}

/** Everything wrong with one article, as short messages; empty when it meets the bar. */
export function articleProblems(article: ArticleSource, ctx: RuleContext): string[] {
  const {frontMatter: fm, body, route} = article;
  const problems: string[] = [];
  const kind = pageKind(article);
  const text = prose(body);

  for (const field of ['title', 'sidebar_label', 'description'] as const) {
    if (typeof fm[field] !== 'string' || !(fm[field] as string).trim()) problems.push(`front matter: no ${field}`);
  }
  if (typeof fm.description === 'string' && fm.description.length > 160) {
    problems.push(`description is ${fm.description.length} characters (at most 160)`);
  }
  if (!Array.isArray(fm.keywords) || fm.keywords.length < 2) problems.push('front matter: keywords needs at least two entries');
  problems.push(...phrasingProblems(article));

  const seeAlso = Array.isArray(fm.see_also) ? fm.see_also.map(String) : [];
  if (kind !== 'index' && kind !== 'home' && (seeAlso.length < 2 || seeAlso.length > 5)) {
    problems.push(`see_also has ${seeAlso.length} links (2 to 5)`);
  }
  for (const target of seeAlso) {
    if (!ctx.routes.has(target)) problems.push(`see_also: ${target} is not a page`);
    if (target === route) problems.push('see_also links the page to itself');
  }

  const words = countWords(text);
  if (ctx.fullArticle && words < WORD_FLOOR[kind]) problems.push(`${words} words < ${WORD_FLOOR[kind]} (${kind})`);
  if (kind === 'index' && !/<SectionArticles\s*\/>/.test(body)) problems.push('section index without <SectionArticles />');

  for (const calque of calquesIn(text)) problems.push(`calque: ${calque}`);
  for (const unit of plainSpacedUnits(text)) problems.push(`«${unit}»: put a non-breaking space between a number and its unit`);
  const russian = text.match(RUSSIAN);
  if (russian) problems.push(`letters ${[...new Set(russian)].join('')} outside code`);
  const placeholder = (text + JSON.stringify(fm)).match(PLACEHOLDER);
  if (placeholder) problems.push(`placeholder text: ${placeholder[0]}`);
  if (/[А-Яа-яІіЇїЄєҐґ]'[А-Яа-яІіЇїЄєҐґ]/.test(text)) problems.push('straight apostrophe in a word: use ’');
  if (/^#\s/m.test(text)) problems.push('a level-1 heading in the body: the title comes from front matter');
  if (/^####+\s/m.test(text)) problems.push('a heading deeper than ###');
  if (/^##\s+Див\. також/m.test(text)) problems.push('«Див. також» typed into the page: use see_also');

  for (const step of swallowedSteps(body)) {
    problems.push(
      `step «${step.slice(0, 40)}» is run into the paragraph before it: indent the code and text between steps under their step, or leave a blank line`,
    );
  }

  for (const block of codeBlocks(body)) {
    if (!block.lang) problems.push('a code block without a language');
    if (SHELL_LANGS.has(block.lang)) {
      if (!ctx.shellParses(block.code)) problems.push(`shell block does not parse: ${block.code.split('\n')[0]}`);
      // '$ ' starts a prompt; '# ' is left alone, since in a script it is a comment.
      if (/^\s*\$\s/m.test(block.code)) problems.push('shell prompt inside a command block');
    }
  }

  for (const m of body.matchAll(/<Fact\s+name="([^"]*)"/g)) {
    if (!ctx.factNames.has(m[1]!)) problems.push(`<Fact name="${m[1]}"> is not in the facts module`);
  }
  for (const m of body.matchAll(/<UiLabel\s+item="([^"]*)"/g)) {
    if (!ctx.menuItems.has(m[1]!)) problems.push(`<UiLabel item="${m[1]}"> is not a billing menu item`);
  }
  for (const m of body.matchAll(/<Policy\s+rule="([^"]*)"/g)) {
    if (!ctx.policyRules.has(m[1]!)) problems.push(`<Policy rule="${m[1]}"> is not a rule of the policies module`);
  }
  for (const m of body.matchAll(/<PolicyCase\s+rule="([^"]*)"\s+is="([^"]*)"/g)) {
    const cases = ctx.policyRules.get(m[1]!);
    if (!cases) problems.push(`<PolicyCase rule="${m[1]}"> is not a rule of the policies module`);
    else
      for (const v of m[2]!.split(/[|&]/).map((t) => t.replace(/^!/, '')))
        if (!cases.includes(v)) problems.push(`<PolicyCase rule="${m[1]}" is="${v}">: not a value of the rule`);
  }
  // A policy is worded as whole sentences that start with a capital letter: not after a colon.
  if (/:\s*<Policy\s/.test(body))
    problems.push('a <Policy> after a colon: its sentence starts with a capital letter; end the lead-in with a full stop');
  for (const m of body.matchAll(/<PolicyCase\b[^>]*>([\s\S]*?)<\/PolicyCase>/g)) {
    // The table of contents lists every heading, also one a case leaves out: its link would break.
    if (/^#{2,3}\s/m.test(m[1]!)) problems.push('a heading inside <PolicyCase>: put the heading outside, or use a bold lead-in');
  }
  for (const {rule, phrase} of ownWordsPolicyPhrases(prose(proseOutsidePolicyCases(body)), ctx.policyPhrases)) {
    problems.push(`«${phrase}» states the policy ${rule} in the article's own words: use <Policy rule="${rule}" /> or <PolicyCase>`);
  }
  return problems;
}
