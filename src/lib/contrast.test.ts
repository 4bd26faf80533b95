import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contrastRatio, parseColour, relativeLuminance, withContrast} from './contrast';

test('colours are read from hex and rgb()', () => {
  assert.deepEqual(parseColour('#fff'), [255, 255, 255]);
  assert.deepEqual(parseColour('#1f5fbf'), [31, 95, 191]);
  assert.deepEqual(parseColour('rgb(98, 114, 164)'), [98, 114, 164]);
  assert.throws(() => parseColour('blue'));
});

test('the contrast ratio matches WCAG figures', () => {
  assert.equal(Math.round(contrastRatio('#000000', '#ffffff')), 21);
  assert.equal(contrastRatio('#777777', '#777777'), 1);
  assert.ok(Math.abs(contrastRatio('#36acaa', '#f6f8fa') - 2.58) < 0.01);
});

test('a colour is kept when readable and adjusted just enough when not', () => {
  assert.equal(withContrast('#393A34', '#f6f8fa'), '#393A34');
  const darker = withContrast('#36acaa', '#f6f8fa');
  assert.ok(contrastRatio(darker, '#f6f8fa') >= 4.5);
  assert.ok(contrastRatio(darker, '#f6f8fa') < 5.2, 'no darker than needed');
  const lighter = withContrast('rgb(98, 114, 164)', '#282a36');
  assert.ok(contrastRatio(lighter, '#282a36') >= 4.5);
});

test('relative luminance runs from black to white', () => {
  assert.equal(relativeLuminance('#000'), 0);
  assert.equal(relativeLuminance('#fff'), 1);
  assert.ok(relativeLuminance('rgb(36, 37, 38)') < relativeLuminance('#777'));
});
