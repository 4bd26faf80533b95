import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';

// Runs the real check on a folder of made-up articles, so a misspelling added later is known to fail CI.
function checkSpelling(files: Record<string, string>): {status: number | null; output: string} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spelling-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'check-spelling.ts'), dir], {encoding: 'utf8'});
  fs.rmSync(dir, {recursive: true, force: true});
  return {status: run.status, output: run.stdout + run.stderr};
}

const article = (body: string) => `---\ntitle: "Як під’єднатися до сервера"\nkeywords: [сш, ссш]\n---\n\n${body}\n`;

test('a misspelt Ukrainian or English word in prose fails, naming the word', () => {
  const result = checkSpelling({'a.mdx': article('Під’єднайтеся до сервепа через термінал і перевірте the конфігурацію, pleese.')});
  assert.equal(result.status, 1);
  assert.match(result.output, /сервепа/);
  assert.match(result.output, /pleese/);
});

test('correct prose passes; code, inline code, JSX and keywords are not checked', () => {
  const body = 'Пам’ять сервера перевірте командою `frobnicatex`, <Fact name="supportEmail" />.\n\n```bash\nfrobnicatex --qwzx\n```';
  const result = checkSpelling({'b.mdx': article(body)});
  assert.equal(result.status, 0, result.output);
  assert.match(result.output, /0 unknown word\(s\) in 1 articles/);
});
