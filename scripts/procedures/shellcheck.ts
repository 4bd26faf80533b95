/**
 * ShellCheck (Debian's `shellcheck`) on every shell block of the articles, as the reader runs it:
 * placeholders replaced by their test values. Usage: node --import tsx scripts/procedures/shellcheck.ts
 * The warnings that do not apply to a command a reader pastes are excluded below, each with its reason;
 * any other finding fails the stage, with the file and line of the block.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readCatalog} from '../../plugins/shared/doc-catalog';
import {SHELL_LANGS, placeholdersIn, sourceBlocks, substitute} from './blocks';
import {PLACEHOLDERS} from './steps';

/** ShellCheck codes left out for every block, and why. */
export const EXCLUDED: Readonly<Record<string, string>> = {
  SC2164:
    '`cd dir` without `|| exit` (39 blocks): a reader pasting into a terminal sees the error of cd and of the next command; `|| exit` would close their SSH session',
  SC1091: '`. /etc/os-release` is read on the server, not here (ShellCheck cannot follow it)',
  SC2016:
    '`$` and backticks inside single quotes are meant literally in sed, awk and dpkg-query patterns (a DEFINER clause, a format string)',
};

/** Codes left out for one article's blocks, and why. */
export const EXCLUDED_IN: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'docs/working-with-server/tech-questions/dedic/rescue.mdx': {
    SC2317: '`exit` leaves the chroot shell the step before opened; the `umount` after it runs in the rescue system, so it is reachable',
  },
};

function main(): number {
  const repo = path.resolve(__dirname, '../..');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shellcheck-blocks-'));
  const origin = new Map<string, string>();
  let n = 0;
  for (const doc of readCatalog()) {
    const source = fs.readFileSync(doc.file, 'utf8');
    for (const block of sourceBlocks(source)) {
      if (!SHELL_LANGS.has(block.lang)) continue;
      const unknown = Object.fromEntries(
        placeholdersIn(block.code)
          .filter((p) => PLACEHOLDERS[p] === undefined)
          .map((p) => [p, `PLACEHOLDER_${p.replace(/\W/g, '_')}`]),
      );
      const file = path.join(dir, `${String(++n).padStart(4, '0')}.sh`);
      fs.writeFileSync(file, substitute(block.code, PLACEHOLDERS, unknown));
      origin.set(file, `${path.relative(repo, doc.file)}:${block.line}`);
    }
  }
  const result = spawnSync(
    'shellcheck',
    ['-s', 'bash', '-f', 'gcc', ...(process.env.SHELLCHECK_ALL ? [] : ['-e', Object.keys(EXCLUDED).join(',')]), ...origin.keys()],
    {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  if (result.error) throw result.error;
  const findings = result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const m = /^(.*?\.sh):(\d+):(\d+): (.*)$/.exec(line);
      if (!m) return line;
      return `${origin.get(m[1]!)} (line ${m[2]} of the block): ${m[4]}`;
    })
    .filter((f) => {
      const file = f.split(':')[0]!;
      const code = /\[(SC\d+)\]$/.exec(f)?.[1];
      return !(code && EXCLUDED_IN[file]?.[code]);
    });
  fs.rmSync(dir, {recursive: true, force: true});
  for (const f of findings) console.log(f);
  console.log(`shellcheck: ${origin.size} shell blocks, ${findings.length} findings (excluded: ${Object.keys(EXCLUDED).join(', ')})`);
  return findings.length ? 1 : 0;
}

process.exit(main());
