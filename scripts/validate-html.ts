/**
 * Validates every built page with the Nu Html Checker (vnu-jar, on the machine's Java) and fails
 * on any error. Usage: node --import tsx scripts/validate-html.ts [build dir]
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {createRequire} from 'node:module';

// The jar the vnu-jar package ships (its main module only exports this path, without types).
const vnu = createRequire(__filename).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

const buildDir = path.resolve(process.argv[2] ?? 'build');
const run = spawnSync('java', ['-Xss4m', '-jar', vnu, '--errors-only', '--format', 'json', '--skip-non-html', buildDir], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
if (run.error) throw run.error;
const messages = (JSON.parse(run.stderr || '{"messages":[]}') as {messages: VnuMessage[]}).messages;
const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
for (const e of errors.slice(0, 50)) {
  console.log(`${path.relative(buildDir, decodeURI(new URL(e.url ?? 'file:///').pathname))}:${e.lastLine ?? '?'} ${e.message}`);
}
console.log(`vnu: ${errors.length} error(s) in ${buildDir}`);
process.exit(errors.length === 0 && run.status === 0 ? 0 : 1);
