/**
 * Plans a page's tested procedure from its source and its entry in steps.ts, and writes the
 * scripts that run it in the test root (page.sh, steps/N.sh, files/N). Pure: unit-tested in
 * plan.test.ts; main.ts does the I/O.
 */
import {SHELL_LANGS, aptPackages, sectionOf, sourceBlocks, substitute, type SourceBlock} from './blocks';
import {VALIDATORS, validatorCommand} from './validators';

export type Check = string | {command: string; prints: string};

export interface BlockSpec {
  /** Fixtures (fixtures/<name>.sh in the test root) set up before this block. */
  fixtures?: string[];
  /** Shell run before the block, after the fixtures: what a reader's server already has. */
  before?: string[];
  /** What must hold after the block: a command that succeeds, or one that prints a given line. */
  checks?: Check[];
  /** Validate blocks: where the fragment goes (default: the validator's path). */
  path?: string;
  /** Working directory the block starts in (default: where the previous block left the session, first /root). */
  cwd?: string;
  /** What the reader types at the block's prompts (a password), fed to its standard input; \n ends a line. */
  input?: string;
  /** Test values of this block's placeholders, over the page's and the table's. */
  placeholders?: Record<string, string>;
}

export interface PageSpec {
  /** Fixtures set up before the page's first step. */
  fixtures?: string[];
  placeholders?: Record<string, string>;
  /** Keyed by the id= of a block's fence meta. */
  blocks?: Record<string, BlockSpec>;
}

export interface Step {
  /** 1-based number of the block among the page's fenced blocks. */
  n: number;
  kind: 'run' | 'validate';
  /** file:line of the fence, for messages. */
  where: string;
  validator?: string;
  fixtures: string[];
  before: string[];
  /** The block with placeholders replaced (run), or the fragment (validate). */
  code: string;
  /** Validate: where the fragment goes, and whether it is appended. */
  target?: {path: string; append: boolean};
  command?: string;
  cwd?: string;
  input?: string;
  checks: Check[];
}

export interface PagePlan {
  route: string;
  file: string;
  fixtures: string[];
  steps: Step[];
  packages: string[];
}

export interface BlockCounts {
  run: number;
  validated: number;
  /** Shell blocks checked by bash -n and ShellCheck only. */
  syntaxOnly: number;
  /** Other blocks (PowerShell, output, YAML, …) that nothing here runs. */
  other: number;
}

/** The plan of one page, or undefined when none of its blocks is marked. Throws on a bad marker. */
export function planPage(
  route: string,
  file: string,
  source: string,
  spec: PageSpec | undefined,
  table: Readonly<Record<string, string>>,
): PagePlan | undefined {
  const blocks = sourceBlocks(source);
  const used = new Set<string>();
  const steps: Step[] = [];
  blocks.forEach((block, i) => {
    const {mode, validator, id} = block.markers;
    if (mode === 'none') {
      if (id) throw new Error(`${file}:${block.line}: id=${id} on a block that is neither run nor validated`);
      return;
    }
    const where = `${file}:${block.line}`;
    const blockSpec = id ? spec?.blocks?.[id] : undefined;
    if (id && !blockSpec) throw new Error(`${where}: id=${id} has no entry in steps.ts under ${route}`);
    if (id) used.add(id);
    const own = {...spec?.placeholders, ...blockSpec?.placeholders};
    let code: string;
    try {
      code = substitute(block.code, table, own);
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
    const common = {
      n: i + 1,
      where,
      before: blockSpec?.before ?? [],
      checks: blockSpec?.checks ?? [],
      code,
      cwd: blockSpec?.cwd,
      input: blockSpec?.input,
    };
    if (mode === 'run') {
      if (!SHELL_LANGS.has(block.lang)) throw new Error(`${where}: only shell blocks can run (this is ${block.lang})`);
      steps.push({...common, kind: 'run', fixtures: blockSpec?.fixtures ?? []});
    } else {
      const v = VALIDATORS[validator!];
      if (!v) throw new Error(`${where}: unknown validator ${validator} (known: ${Object.keys(VALIDATORS).join(', ')})`);
      const path = blockSpec?.path ?? v.path.replaceAll('{n}', String(i + 1));
      steps.push({
        ...common,
        kind: 'validate',
        validator,
        fixtures: [...(v.fixtures ?? []), ...(blockSpec?.fixtures ?? [])],
        target: {path, append: Boolean(v.append)},
        command: validatorCommand(v, path),
      });
    }
  });
  const stale = Object.keys(spec?.blocks ?? {}).filter((id) => !used.has(id));
  if (stale.length) throw new Error(`${route}: steps.ts has ${stale.join(', ')}, which no block of ${file} names`);
  if (!steps.length) {
    if (spec) throw new Error(`${route}: steps.ts has an entry but no block of ${file} is marked`);
    return undefined;
  }
  const packages = [...new Set(steps.filter((s) => s.kind === 'run').flatMap((s) => aptPackages(s.code)))].sort();
  return {route, file, fixtures: spec?.fixtures ?? [], steps, packages};
}

/** How a page's blocks are checked. */
export function countBlocks(source: string): BlockCounts {
  const counts: BlockCounts = {run: 0, validated: 0, syntaxOnly: 0, other: 0};
  for (const b of sourceBlocks(source)) {
    if (b.markers.mode === 'run') counts.run++;
    else if (b.markers.mode === 'validate') counts.validated++;
    else if (SHELL_LANGS.has(b.lang)) counts.syntaxOnly++;
    else counts.other++;
  }
  return counts;
}

/** Counts summed by section (sectionOf), sections sorted, plus a total row. */
export function countBySection(pages: {route: string; source: string}[]): [string, BlockCounts][] {
  const by = new Map<string, BlockCounts>();
  const total: BlockCounts = {run: 0, validated: 0, syntaxOnly: 0, other: 0};
  for (const {route, source} of pages) {
    const section = sectionOf(route);
    const sum = by.get(section) ?? {run: 0, validated: 0, syntaxOnly: 0, other: 0};
    const c = countBlocks(source);
    for (const k of Object.keys(c) as (keyof BlockCounts)[]) {
      sum[k] += c[k];
      total[k] += c[k];
    }
    by.set(section, sum);
  }
  return [...[...by.entries()].sort(([a], [b]) => a.localeCompare(b)), ['total', total]];
}

export function formatCounts(rows: [string, BlockCounts][]): string {
  const head = ['section', 'run', 'validated', 'syntax only', 'other'];
  const body = rows
    .filter(([, c]) => c.run + c.validated + c.syntaxOnly > 0)
    .map(([s, c]) => [s, String(c.run), String(c.validated), String(c.syntaxOnly), String(c.other)]);
  const all = [head, ...body];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  return all.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n');
}

/** Single-quotes a string for the shell. */
export function shellQuote(s: string): string {
  return `'${s.replaceAll("'", `'\\''`)}'`;
}

/** The files of a page's run: page.sh, steps/N.sh and files/N (validated fragments). */
export function renderPage(plan: PagePlan): Record<string, string> {
  const files: Record<string, string> = {};
  const lines = [
    '#!/bin/bash',
    `# Generated by scripts/procedures/main.ts for ${plan.route} (${plan.file}).`,
    '. /usr/local/lib/procedures/lib.sh',
    `echo ${shellQuote(plan.route)}`,
  ];
  const fixturesDone = new Set<string>();
  const fixture = (name: string) => {
    if (fixturesDone.has(name)) return;
    fixturesDone.add(name);
    lines.push(`fixture ${shellQuote(name)}`);
  };
  plan.fixtures.forEach(fixture);
  for (const step of plan.steps) {
    step.fixtures.forEach(fixture);
    if (step.before.length) {
      files[`steps/${step.n}.before.sh`] = `${step.before.join('\n')}\n`;
      lines.push(`step ${step.n} before ${shellQuote(step.where)} /procedures/steps/${step.n}.before.sh ${shellQuote(step.cwd ?? '')}`);
    }
    if (step.kind === 'run') {
      files[`steps/${step.n}.sh`] = step.code.endsWith('\n') ? step.code : `${step.code}\n`;
    } else {
      files[`files/${step.n}`] = step.code;
      const {path, append} = step.target!;
      files[`steps/${step.n}.sh`] = [
        `mkdir -p ${shellQuote(path.replace(/\/[^/]*$/, '') || '/')}`,
        append ? `cat /procedures/files/${step.n} >>${shellQuote(path)}` : `cp /procedures/files/${step.n} ${shellQuote(path)}`,
        step.command!,
        '',
      ].join('\n');
    }
    const kind = step.kind === 'run' ? 'run' : `validate=${step.validator}`;
    const dir = step.before.length ? '' : (step.cwd ?? '');
    lines.push(
      `step ${step.n} ${shellQuote(kind)} ${shellQuote(step.where)} /procedures/steps/${step.n}.sh ${shellQuote(dir)} ${shellQuote(step.input ?? '')}`,
    );
    for (const c of step.checks) {
      if (typeof c === 'string') lines.push(`check ${step.n} ${shellQuote(step.where)} ${shellQuote(c)}`);
      else lines.push(`prints ${step.n} ${shellQuote(step.where)} ${shellQuote(c.command)} ${shellQuote(c.prints)}`);
    }
  }
  lines.push('');
  files['page.sh'] = lines.join('\n');
  return files;
}
