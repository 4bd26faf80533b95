import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {HELPERS, tslibHelpersUsed} from './tslib-helpers';

test('the helpers a compiled CommonJS module asks tslib for, each once', () => {
  const source =
    'const tslib_1 = require("tslib");\nconst a = tslib_1.__importDefault(x);\nconst b = tslib_1.__importStar(y);\nconst c = tslib_1.__importDefault(z);';
  assert.deepEqual(tslibHelpersUsed(source), ['__importDefault', '__importStar']);
});

test('a module that does not require tslib asks nothing of it', () => {
  assert.deepEqual(tslibHelpersUsed('const tslib_1 = {__extends() {}};\ntslib_1.__extends();'), []);
});

test('what the installed @docusaurus/utils-common asks of tslib is in HELPERS', () => {
  const source = fs.readFileSync(require.resolve('@docusaurus/utils-common'), 'utf8');
  const used = tslibHelpersUsed(source);
  assert.ok(used.length > 0);
  assert.deepEqual(
    used.filter((helper) => !HELPERS.includes(helper)),
    [],
  );
});
