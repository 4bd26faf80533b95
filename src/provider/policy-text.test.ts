import {test} from 'node:test';
import assert from 'node:assert/strict';
import {policies, type ProviderPolicies} from './policies';
import {policies as alternative} from './policies.alternative';
import {
  POLICY_RULES,
  allTellTales,
  contradictingPhrases,
  normaliseForPhrases,
  policyCase,
  policyCases,
  policyPlainText,
  policyValue,
} from './policy-text';

test('every rule has a statement for both sets, and each rule with cases reads a value among them', () => {
  for (const p of [policies, alternative]) {
    for (const rule of POLICY_RULES) {
      assert.ok(policyPlainText(rule, p).length > 20, rule);
      const cases = policyCases(rule);
      if (!cases.length) continue;
      // A list rule reads its members joined; each member must be a case.
      const values = rule === 'backup.storageProtocols' ? policyValue(rule, p).split(',') : [policyValue(rule, p)];
      for (const v of values) assert.ok(cases.includes(v), `${rule}: ${v}`);
    }
  }
});

test('the alternative set switches every rule that has more than one value', () => {
  for (const rule of POLICY_RULES) {
    if (policyCases(rule).length === 1) continue;
    assert.notEqual(policyValue(rule, alternative), policyValue(rule, policies), rule);
    assert.notEqual(policyPlainText(rule, alternative), policyPlainText(rule, policies), rule);
  }
});

test('a statement never contains a phrase that contradicts its own set', () => {
  for (const p of [policies, alternative]) {
    const phrases = contradictingPhrases(p);
    for (const rule of POLICY_RULES) {
      const text = normaliseForPhrases(policyPlainText(rule, p));
      for (const {phrase, rule: other} of phrases) {
        assert.ok(!text.includes(normaliseForPhrases(phrase)), `${rule} says «${phrase}» of ${other}`);
      }
    }
  }
});

test('tell-tale phrases are lower case, so the comparison can find them', () => {
  for (const {phrase} of allTellTales()) assert.equal(phrase, normaliseForPhrases(phrase));
});

test('a case after ! holds when the rule is not that value; a list rule tests its members', () => {
  assert.equal(
    policyCase('renewal.automatic', '!fromBalance', policies),
    (policies as ProviderPolicies).renewal.automatic !== 'fromBalance',
  );
  assert.equal(
    policyCase('backup.storageProtocols', 'SFTP', policies),
    policies.backup.storageProtocols.some((x: string) => x === 'SFTP'),
  );
  assert.equal(
    policyCase('backup.storageProtocols', '!SFTP', alternative),
    !alternative.backup.storageProtocols.some((x: string) => x === 'SFTP'),
  );
  assert.equal(policyCase('backup.storageProtocols', 'FTP|SFTP', alternative), true);
  assert.equal(policyCase('backup.storageProtocols', '!SFTP&!rsync', alternative), true);
  assert.equal(policyCase('backup.storageProtocols', '!SFTP&!rsync', policies), false);
});

test('policyCase accepts a list of values separated by |', () => {
  assert.equal(policyCase('renewal.automatic', 'none|fromBalance', policies), true);
  assert.equal(
    policyCase('renewal.automatic', 'fromBalance', policies),
    (policies as ProviderPolicies).renewal.automatic === 'fromBalance',
  );
});
