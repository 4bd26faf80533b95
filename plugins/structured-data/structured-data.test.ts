import {test} from 'node:test';
import assert from 'node:assert/strict';
import {articleStructuredData, scriptSafeJson} from './structured-data';

test('a «Як …» article with numbered steps is a HowTo', () => {
  const data = articleStructuredData({title: 'Як додати swap?', answer: 'Створіть файл.', steps: ['Створіть файл.', 'Увімкніть його.']});
  assert.equal(data?.['@type'], 'HowTo');
  assert.deepEqual(data?.step, [
    {'@type': 'HowToStep', position: 1, text: 'Створіть файл.'},
    {'@type': 'HowToStep', position: 2, text: 'Увімкніть його.'},
  ]);
});

test('a question without steps is a FAQPage answered by the first paragraph', () => {
  const data = articleStructuredData({title: 'Що таке RAID?', answer: 'Об’єднання дисків.', steps: []});
  assert.deepEqual(data, {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: [{'@type': 'Question', name: 'Що таке RAID?', acceptedAnswer: {'@type': 'Answer', text: 'Об’єднання дисків.'}}],
  });
});

test('a page that is neither gets none', () => {
  assert.equal(articleStructuredData({title: 'Глосарій', answer: 'Терміни.', steps: []}), undefined);
  assert.equal(articleStructuredData({title: 'Що таке RAID?', steps: []}), undefined);
});

test('the JSON cannot close its script element', () => {
  assert.equal(scriptSafeJson({a: '</script><!--'}), '{"a":"\\u003c/script>\\u003c!--"}');
});
