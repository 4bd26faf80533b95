import {test} from 'node:test';
import assert from 'node:assert/strict';
import {aptPackages, metaTokens, parseMarkers, placeholdersIn, sectionOf, sourceBlocks, substitute} from './blocks';

test('fence meta: run, validate and id are read; the rest of the meta is left alone', () => {
  assert.deepEqual(parseMarkers(''), {mode: 'none'});
  assert.deepEqual(parseMarkers('run'), {mode: 'run'});
  assert.deepEqual(parseMarkers('title="Крок 1" run id=backup-home'), {mode: 'run', id: 'backup-home'});
  assert.deepEqual(parseMarkers('validate=nginx-server {1,3}'), {mode: 'validate', validator: 'nginx-server'});
  assert.deepEqual(metaTokens('title="two words" run'), ['title="two words"', 'run']);
  // A title that only mentions the word is not a marker.
  assert.deepEqual(parseMarkers('title="run it"'), {mode: 'none'});
});

test('fence meta: contradictions and malformed values are errors', () => {
  assert.throws(() => parseMarkers('run validate=nginx-server'), /both run and validate/);
  assert.throws(() => parseMarkers('validate='), /needs a program/);
  assert.throws(() => parseMarkers('run id=Backup_Home'), /lowercase/);
});

test('blocks of a source: language, meta, line of the fence, code without the list indentation', () => {
  const source = [
    '---',
    'title: "x"',
    '---',
    '',
    '1. Step:',
    '',
    '   ```bash run id=a',
    '   tar -czf /root/b.tar.gz /etc',
    '   ```',
    '',
    '```text',
    'out',
    '```',
    '',
  ].join('\n');
  const blocks = sourceBlocks(source);
  assert.equal(blocks.length, 2);
  assert.deepEqual(
    {lang: blocks[0]!.lang, meta: blocks[0]!.meta, line: blocks[0]!.line, code: blocks[0]!.code, mode: blocks[0]!.markers.mode},
    {lang: 'bash', meta: 'run id=a', line: 7, code: 'tar -czf /root/b.tar.gz /etc\n', mode: 'run'},
  );
  assert.equal(blocks[1]!.lang, 'text');
  assert.equal(blocks[1]!.markers.mode, 'none');
});

test('placeholders get test values; the page wins over the table; an unknown one is an error', () => {
  const table = {domain: 'example.com', ip: '127.0.0.1'};
  assert.deepEqual(placeholdersIn('echo "<ip> <domain> www.<domain>"'), ['ip', 'domain']);
  assert.equal(substitute('echo "<ip> <domain> www.<domain>"', table), 'echo "127.0.0.1 example.com www.example.com"');
  assert.equal(substitute('ssh "root@<ip>"', table, {ip: '10.0.0.2'}), 'ssh "root@10.0.0.2"');
  assert.throws(() => substitute('mysql "<db>"', table), /no test value for <db>/);
  // Redirections and process substitution are not placeholders.
  assert.equal(substitute('wg syncconf wg0 <(wg-quick strip wg0) < /dev/null', table), 'wg syncconf wg0 <(wg-quick strip wg0) < /dev/null');
});

test('packages a step installs', () => {
  assert.deepEqual(aptPackages('sudo apt update\nsudo apt install -y ufw\napt-get -qq install nginx php8.2-fpm && echo ok'), [
    'ufw',
    'nginx',
    'php8.2-fpm',
  ]);
  assert.deepEqual(aptPackages('apt update && apt install borgbackup'), ['borgbackup']);
  assert.deepEqual(aptPackages('dnf install nginx'), []);
});

test('sections for the count table', () => {
  assert.equal(sectionOf('/working-with-server/tech-questions/vps/swap'), '/working-with-server/tech-questions/');
  assert.equal(sectionOf('/apps/docker'), '/apps/');
  assert.equal(sectionOf('/welcome'), '/welcome');
});
