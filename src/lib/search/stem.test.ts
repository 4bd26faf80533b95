import {test} from 'node:test';
import assert from 'node:assert/strict';
import {stem} from './stem';

/** True when one stem is a prefix of the other: how the query's prefix matching meets the index. */
function meet(a: string, b: string): boolean {
  const [x, y] = [stem(a), stem(b)];
  return x.startsWith(y) || y.startsWith(x);
}

test('inflected forms of a noun share a stem', () => {
  for (const group of [
    ['сервер', 'сервера', 'серверів', 'серверами', 'сервері'],
    ['пароль', 'паролі', 'пароля', 'паролем'],
    ['рахунок', 'рахунку', 'рахунки'],
  ]) {
    const stems = group.map(stem);
    for (const s of stems) assert.ok(s.startsWith(stems[0]!.slice(0, 5)), `${group.join(', ')} → ${stems.join(', ')}`);
  }
  assert.equal(stem('серверів'), stem('сервер'));
  assert.equal(stem('паролі'), stem('пароль'));
});

test('налаштування, налаштувати and налаштуйте meet by prefix', () => {
  assert.ok(meet('налаштування', 'налаштувати'));
  assert.ok(meet('налаштуйте', 'налаштування'));
  assert.ok(meet('налаштуйте', 'налаштувати'));
});

test('every form of a verb in -увати is one term, so a generic one (matched whole) still meets', () => {
  for (const group of [
    ['налаштуйте', 'налаштування', 'налаштувати', 'налаштує'],
    ['резервуйте', 'резервувати', 'резервування'],
    ['показуйте', 'показувати', 'показування', 'показує'],
  ]) {
    const stems = new Set(group.map(stem));
    assert.equal(stems.size, 1, `${group.join(', ')} → ${[...stems].join(', ')}`);
  }
});

test('imperatives meet their infinitives: оплатіть/оплатити, під’єднайтеся/під’єднатися', () => {
  assert.ok(meet('оплатіть', 'оплатити'));
  assert.ok(meet('підєднайтеся', 'підєднатися'));
});

test('Latin terms, numbers and short words stay as they are', () => {
  for (const w of ['ssh', 'nginx', 'raid', 'ipv6', '10', 'впс', 'днс']) assert.equal(stem(w), w);
});

test('ґ survives stemming', () => {
  assert.ok(stem('ґрунтовний').startsWith('ґрунт'));
});

test('«коштує» (costs) is kept apart from «кошти» (money) and meets «вартість»', () => {
  assert.notEqual(stem('коштує'), stem('кошти'));
  assert.equal(stem('коштує'), stem('вартість'));
});
