import {test} from 'node:test';
import assert from 'node:assert/strict';
import {leanPostCssOptions} from './lean-style-loaders';

test('postcss-preset-env is dropped and no configuration file is searched for; the other options are kept', () => {
  const options = {ident: 'postcss', plugins: [['/x/node_modules/postcss-preset-env/dist/index.cjs', {}], 'other-plugin']};
  assert.deepEqual(leanPostCssOptions(options), {ident: 'postcss', plugins: ['other-plugin'], config: false});
});

test('style loaders without postcss-preset-env stop the build with this plugin named', () => {
  assert.throws(() => leanPostCssOptions({plugins: ['other-plugin']}), /lean-style-loaders/);
});
