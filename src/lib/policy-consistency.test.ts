import {test} from 'node:test';
import assert from 'node:assert/strict';
import {policies, type ProviderPolicies} from '../provider/policies';
import {policies as alternative} from '../provider/policies.alternative';
import {policyPlainText} from '../provider/policy-text';
import {markdownToReadable, ownWordsPolicyPhrases, policyProblems, proseOutsidePolicyCases, rulesInSource} from './policy-consistency';
import {allTellTales} from '../provider/policy-text';

const renewal = (p: typeof policies | typeof alternative) => policyPlainText('renewal.automatic', p);

test('a page that renders the module’s statement passes', () => {
  const page = {route: '/a', text: `Вступ. ${renewal(policies)} Далі.`, statedRules: ['renewal.automatic' as const]};
  assert.deepEqual(policyProblems([page], policies), []);
});

test('a page built with the alternative set but keeping the default wording fails on the tell-tale phrase', () => {
  const page = {route: '/a', text: `${renewal(policies)}`, statedRules: []};
  const problems = policyProblems([page], alternative);
  assert.ok(
    problems.some((p) => p.includes('renewal.automatic')),
    problems.join('\n'),
  );
});

test('an article’s own words stating the other rule fail', () => {
  const page = {route: '/b', text: 'Увімкніть автоматичне продовження з балансу в кабінеті.', statedRules: []};
  assert.equal(policyProblems([page], policies).length > 0, (policies as ProviderPolicies).renewal.automatic !== 'fromBalance');
});

test('a <Policy> that did not render as worded is reported', () => {
  const page = {route: '/c', text: 'Нічого про продовження.', statedRules: ['renewal.automatic' as const]};
  assert.match(policyProblems([page], policies).join('\n'), /not rendered/);
});

test('Markdown links reduce to their text, so a statement with a link still matches', () => {
  assert.equal(
    markdownToReadable('визначають [умови надання послуг](https://example.com/legal/terms).'),
    'визначають умови надання послуг.',
  );
});

test('Markdown escapes are undone, so an e-mail address in a statement still matches', () => {
  assert.equal(markdownToReadable('на billing\\@example.com\\.'), 'на billing@example.com.');
});

test('rules are read from <Policy> and <PolicyCase> in a source', () => {
  const body = 'x <Policy rule="renewal.automatic" /> y\n<PolicyCase rule="renewal.addOns" is="ownDates">\n\nz\n\n</PolicyCase>';
  assert.deepEqual(rulesInSource(body), {stated: ['renewal.automatic'], cased: ['renewal.addOns'], inCases: []});
});

test('own words are looked for outside <PolicyCase> only', () => {
  const body =
    'Текст.\n<PolicyCase rule="renewal.automatic" is="fromBalance">\n\nУвімкніть автоматичне продовження.\n\n</PolicyCase>\nКінець.';
  assert.deepEqual(ownWordsPolicyPhrases(proseOutsidePolicyCases(body), allTellTales()), []);
  assert.equal(ownWordsPolicyPhrases(body, allTellTales()).length, 1);
});

test('a <Policy> inside a case counts only where the case holds', () => {
  const body = 'A <Policy rule="a.x" /> b\n<PolicyCase rule="os.windowsVps" is="addOn">\nC <Policy rule="renewal.addOns" />\n</PolicyCase>';
  const rules = rulesInSource(body);
  assert.deepEqual(rules.stated, ['a.x']);
  assert.deepEqual(rules.inCases, [{rule: 'renewal.addOns', when: {rule: 'os.windowsVps', is: 'addOn'}}]);
});
