import {test} from 'node:test';
import assert from 'node:assert/strict';
import {displayUrl, factDisplayText, factKind, factText, isBillingMenuItem, isFactName, uiLabelText} from './fact-text';
import {facts} from './facts';

test('every inline fact is a non-empty string', () => {
  for (const [name, value] of Object.entries(factText)) {
    assert.equal(typeof value, 'string', name);
    assert.ok(value.trim().length > 0, `${name} is empty`);
  }
});

test('default addresses use only the reserved example domains', () => {
  const hosts = [
    ...Object.values(facts.sites),
    ...Object.values(facts.contacts).flatMap((c) => (typeof c === 'string' ? [] : [c.email])),
    ...facts.nameservers,
    facts.secondaryDns,
    facts.backupStorageHost,
  ].map(
    (v) =>
      v
        .replace(/^https?:\/\//, '')
        .replace(/^[^@]*@/, '')
        .split('/')[0] ?? '',
  );
  for (const host of hosts) {
    assert.match(host, /(^|\.)example\.(com|net|org)$/, host);
  }
});

test('no price or SLA figure is invented by default', () => {
  const sla: {uptimePercent?: number} = facts.sla;
  assert.equal(sla.uptimePercent, undefined);
  assert.equal(JSON.stringify(facts).match(/(\$|€|грн\.?\s*\d|\d+\s*(грн|UAH|USD|EUR))/), null);
});

test('overdue timeline runs forward', () => {
  assert.ok(facts.overdue.suspendAfterDays < facts.overdue.deleteAfterDays);
});

test('fact kinds', () => {
  assert.equal(factKind('https://my.example.com'), 'url');
  assert.equal(factKind('support@example.com'), 'email');
  assert.equal(factKind('https://<ip>:8888'), 'text');
  assert.equal(factKind('цілодобово'), 'text');
});

test('display url drops the scheme and trailing slash', () => {
  assert.equal(displayUrl('https://example.com/'), 'example.com');
  assert.equal(displayUrl('https://my.example.com/a'), 'my.example.com/a');
});

test('name guards', () => {
  assert.ok(isFactName('supportEmail'));
  assert.ok(!isFactName('toString'));
  assert.ok(isBillingMenuItem('invoices'));
  assert.ok(!isBillingMenuItem('constructor'));
});

test('facts and menu items read in text as the page shows them', () => {
  assert.equal(factDisplayText('billingPanel'), displayUrl(facts.sites.billing));
  assert.equal(factDisplayText('supportEmail'), facts.contacts.support.email);
  assert.equal(uiLabelText('services'), `«${facts.billingMenu.services}»`);
});
