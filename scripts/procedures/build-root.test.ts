/**
 * build-root.sh run twice at once, as two checkouts or two helpers do: with debootstrap, chroot,
 * mount and umount stubbed on PATH (a slow debootstrap widens the race), both runs must succeed
 * and the root must be built once. Without the lock, the second run deletes the first's
 * half-built root and one of them fails or both build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, 'build-root.sh');

function stub(dir: string, name: string, body: string): void {
  fs.writeFileSync(path.join(dir, name), `#!/bin/sh\n${body}\n`, {mode: 0o755});
}

function run(cache: string, env: NodeJS.ProcessEnv): Promise<{code: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn('bash', [script, cache, 'curl'], {env});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({code, output}));
  });
}

test('two builds of the Debian root at once: both succeed, debootstrap runs once', async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'build-root-'));
  try {
    const bin = path.join(work, 'bin');
    fs.mkdirSync(bin);
    const calls = path.join(work, 'debootstrap-calls');
    // debootstrap --variant=minbase bookworm <target> <mirror>: a second of work, then a root with apt-get.
    stub(
      bin,
      'debootstrap',
      `echo "$3" >>'${calls}'; sleep 1; mkdir -p "$3/usr/bin" "$3/usr/sbin" "$3/etc/apt" "$3/proc"; ` +
        `printf '#!/bin/sh\\n' >"$3/usr/bin/apt-get"; chmod 755 "$3/usr/bin/apt-get"`,
    );
    for (const name of ['chroot', 'mount', 'umount']) stub(bin, name, 'exit 0');
    const env = {...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`};
    const cache = path.join(work, 'cache', 'debian-root');

    const [first, second] = await Promise.all([run(cache, env), run(cache, env)]);

    assert.equal(first.code, 0, first.output);
    assert.equal(second.code, 0, second.output);
    assert.ok(fs.existsSync(path.join(cache, 'usr/bin/apt-get')), 'the root is in place');
    assert.ok(!fs.existsSync(`${cache}.tmp`), 'no half-built root is left');
    assert.equal(fs.readFileSync(calls, 'utf8').trim().split('\n').length, 1, 'debootstrap ran once');
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
});
