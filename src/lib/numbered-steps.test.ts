import {test} from 'node:test';
import assert from 'node:assert/strict';
import {swallowedSteps} from './numbered-steps';

test('a step typed on the line after a paragraph is found', () => {
  const body = ['1. Перший крок.', '', '```bash', 'ls', '```', '', 'Пояснення після блоку.', '2. Другий крок.'].join('\n');
  assert.deepEqual(swallowedSteps(body), ['2. Другий крок.']);
});

test('steps with their code indented, or after a blank line, are fine', () => {
  const indented = ['1. Перший крок:', '', '   ```bash', '   ls', '   ```', '', '   Пояснення.', '2. Другий крок.'].join('\n');
  assert.deepEqual(swallowedSteps(indented), []);
  const blank = ['Пояснення.', '', '2. Другий крок.'].join('\n');
  assert.deepEqual(swallowedSteps(blank), []);
});

test('a list starting at 1 may follow a paragraph directly', () => {
  assert.deepEqual(swallowedSteps(['Кроки:', '1. Перший.', '2. Другий.'].join('\n')), []);
});
