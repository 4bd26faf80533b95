/**
 * Pure logic of the tested procedures: which code blocks of an article are run or validated, read
 * from the code fence's meta, and the placeholders they need. No I/O here; unit-tested in
 * blocks.test.ts.
 *
 * Fence meta (after the language, ignored by the site's rendering):
 *   ```bash run                      run the block as a step of the page's procedure, in order
 *   ```bash run id=backup-www         the same, with fixtures and checks from steps.ts under that id
 *   ```nginx validate=nginx-server    write the block where its program reads it, then run the program
 *   ```ini validate=sshd id=hardening
 */

export type BlockMode = 'run' | 'validate' | 'none';

export interface FenceMarkers {
  mode: BlockMode;
  /** The program that validates a configuration fragment (validate=…). */
  validator?: string;
  /** Key into the page's entry in steps.ts. */
  id?: string;
}

export interface SourceBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence in the .mdx file. */
  line: number;
  markers: FenceMarkers;
}

export const SHELL_LANGS: ReadonlySet<string> = new Set(['bash', 'sh', 'shell']);
// A fenced block may be indented under a list item; its closing fence may be indented too.
const FENCE = /^([ \t]*)(```+|~~~+)([^\n`]*)\n([\s\S]*?)^[ \t]*\2[ \t]*$/gm;

/** Splits fence meta into tokens; a value may be double-quoted (title="Two words"). */
export function metaTokens(meta: string): string[] {
  return [...meta.matchAll(/[^\s"=]+(?:="[^"]*"|=[^\s"]*)?|"[^"]*"/g)].map((m) => m[0]);
}

/** The test markers of one fence's meta; anything else in the meta (title=…, {1,3}) is left alone. */
export function parseMarkers(meta: string): FenceMarkers {
  const markers: FenceMarkers = {mode: 'none'};
  for (const token of metaTokens(meta)) {
    const eq = token.indexOf('=');
    const key = eq < 0 ? token : token.slice(0, eq);
    const value = eq < 0 ? undefined : token.slice(eq + 1).replace(/^"|"$/g, '');
    if (key === 'run' && value === undefined) {
      if (markers.mode === 'validate') throw new Error(`both run and validate in "${meta}"`);
      markers.mode = 'run';
    } else if (key === 'validate') {
      if (!value) throw new Error(`validate= needs a program in "${meta}"`);
      if (markers.mode === 'run') throw new Error(`both run and validate in "${meta}"`);
      markers.mode = 'validate';
      markers.validator = value;
    } else if (key === 'id') {
      if (!value || !/^[a-z0-9][a-z0-9-]*$/.test(value)) throw new Error(`id= needs a lowercase name in "${meta}"`);
      markers.id = value;
    }
  }
  return markers;
}

/** Removes the indentation of a block nested under a list item (as MDX does). */
function dedent(code: string, indent: string): string {
  if (!indent) return code;
  return code
    .split('\n')
    .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart() === '' ? '' : line))
    .join('\n');
}

/** Every fenced block of an .mdx source (front matter included or not), with its line and markers. */
export function sourceBlocks(source: string): SourceBlock[] {
  return [...source.matchAll(FENCE)].map((m) => {
    const info = (m[3] ?? '').trim();
    const space = info.search(/\s/);
    const lang = space < 0 ? info : info.slice(0, space);
    const meta = space < 0 ? '' : info.slice(space + 1).trim();
    return {
      lang,
      meta,
      code: dedent(m[4] ?? '', m[1] ?? ''),
      line: source.slice(0, m.index).split('\n').length,
      markers: parseMarkers(meta),
    };
  });
}

/** Placeholders such as <domain> in a block. */
export function placeholdersIn(code: string): string[] {
  return [...new Set([...code.matchAll(/<([a-z][a-z0-9_-]*)>/gi)].map((m) => m[1]!))];
}

/**
 * Replaces every <placeholder> with its test value; the page's own values win over the table's.
 * Throws on a placeholder that has no value, so a new one cannot slip through as a literal.
 */
export function substitute(code: string, table: Readonly<Record<string, string>>, own: Readonly<Record<string, string>> = {}): string {
  const missing = placeholdersIn(code).filter((name) => own[name] === undefined && table[name] === undefined);
  // Shell redirections such as <(…) or < file never match <name>, so only real placeholders are here.
  if (missing.length) throw new Error(`no test value for ${missing.map((n) => `<${n}>`).join(', ')}`);
  return code.replace(/<([a-z][a-z0-9_-]*)>/gi, (_, name: string) => own[name] ?? table[name]!);
}

/** Packages a step installs with apt or apt-get (so the cached root can hold them beforehand). */
export function aptPackages(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/\bapt(?:-get)?\s+(?:-\S+\s+)*install\s+([^\n|&;]*)/g)) {
    for (const word of m[1]!.split(/\s+/)) if (word && !word.startsWith('-')) names.push(word);
  }
  return names;
}

/** The section a route is counted under: its first one or two path segments. */
export function sectionOf(route: string): string {
  const parts = route.split('/').filter(Boolean);
  if (parts.length <= 1) return `/${parts[0] ?? ''}`;
  return `/${parts[0]}/${parts.length > 2 ? `${parts[1]}/` : ''}`.replace(/\/\/$/, '/');
}
