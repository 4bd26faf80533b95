import {test} from 'node:test';
import assert from 'node:assert/strict';
import {expandSynonyms, SYNONYM_GROUPS} from './synonyms';
import {tokenize} from './normalise';

test('VPS, VDS, ВПС and «віртуальний сервер» find each other', () => {
  assert.ok(expandSynonyms(tokenize('ВПС')).includes('vps'));
  assert.ok(expandSynonyms(tokenize('vds')).includes('віртуальний сервер'));
  assert.ok(expandSynonyms(tokenize('віртуальний сервер')).includes('vps'));
});

test('дедик finds dedicated and «виділений сервер»; SSL finds TLS and сертифікат', () => {
  const dedic = expandSynonyms(tokenize('дедик'));
  assert.ok(dedic.includes('dedicated') && dedic.includes('виділений сервер'));
  const ssl = expandSynonyms(tokenize('купити ssl'));
  assert.ok(ssl.includes('tls') && ssl.includes('сертифікат'));
});

test('a multi-word synonym needs its words in a row', () => {
  assert.ok(!expandSynonyms(tokenize('сервер віртуальний')).includes('vps'));
});

test('apostrophes in the data file do not matter', () => {
  assert.ok(expandSynonyms(tokenize("оперативна пам'ять")).includes('ram'));
});

test('words of no group add nothing; the query words are not repeated', () => {
  assert.deepEqual(expandSynonyms(tokenize('часовий пояс')), []);
  assert.ok(!expandSynonyms(tokenize('vps')).includes('vps'));
});

test('every group has at least two members and no member sits in two groups', () => {
  const seen = new Set<string>();
  for (const group of SYNONYM_GROUPS) {
    assert.ok(group.length >= 2);
    for (const m of group) {
      const key = tokenize(m).join(' ');
      assert.ok(!seen.has(key), `${m} is in two groups`);
      seen.add(key);
    }
  }
});
