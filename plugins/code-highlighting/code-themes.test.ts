import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contrastRatio} from '../../src/lib/contrast';
import {darkCodeTheme, lightCodeTheme} from './code-themes';

for (const [name, theme] of Object.entries({light: lightCodeTheme, dark: darkCodeTheme})) {
  test(`every token colour of the ${name} code theme reaches 4.5:1 on its background`, () => {
    const background = theme.plain.backgroundColor!;
    for (const s of [{types: ['plain'], style: theme.plain}, ...theme.styles]) {
      assert.ok(!('opacity' in s.style) || s.style.opacity === undefined, `${s.types.join(',')} is faded`);
      if (!s.style.color) continue;
      assert.ok(contrastRatio(s.style.color, background) >= 4.5, `${s.types.join(',')} ${s.style.color} on ${background}`);
    }
  });
}
