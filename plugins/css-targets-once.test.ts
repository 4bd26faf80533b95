import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withoutPresetEnv} from './css-targets-once';

test('postcss-preset-env is dropped from the style loaders, the other options kept', () => {
  const options = {ident: 'postcss', plugins: [['/x/node_modules/postcss-preset-env/dist/index.cjs', {}], 'other-plugin']};
  assert.deepEqual(withoutPresetEnv(options), {ident: 'postcss', plugins: ['other-plugin']});
});

test('style loaders without postcss-preset-env stop the build with this plugin named', () => {
  assert.throws(() => withoutPresetEnv({plugins: ['other-plugin']}), /css-targets-once/);
});
