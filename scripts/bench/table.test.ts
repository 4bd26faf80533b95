import {test} from 'node:test';
import assert from 'node:assert/strict';
import {comparedTable, formatRatio, formatValue, growthTable} from './table';

test('formats each unit the way the bench reports read it', () => {
  assert.equal(formatValue(2048, 'bytes'), '2.0 KB');
  assert.equal(formatValue(3 * 1024 * 1024, 'bytes'), '3.00 MB');
  assert.equal(formatValue(12.345, 'seconds'), '12.3 s');
  assert.equal(formatValue(812.6, 'megabytes'), '813 MB');
  assert.equal(formatValue(49.6, 'milliseconds'), '50 ms');
  assert.equal(formatValue(99.6, 'score'), '100');
  assert.equal(formatValue(0.0004, 'shift'), '0.000');
  assert.equal(formatValue(undefined, 'bytes'), '—');
});

test('ratio is this over that, with a dash when it cannot be taken', () => {
  assert.equal(formatRatio(1, 4), '0.25×');
  assert.equal(formatRatio(1, 0), '—');
  assert.equal(formatRatio(undefined, 3), '—');
});

test('side-by-side table: header, right-aligned figures, one row per figure', () => {
  const table = comparedTable([{label: 'Cold build', unit: 'seconds', site: 10, stock: 40}]);
  assert.equal(
    table,
    ['| Figure | This site | Stock Docusaurus | This ÷ stock |', '|---|---:|---:|---:|', '| Cold build | 10.0 s | 40.0 s | 0.25× |'].join(
      '\n',
    ),
  );
});

test('growth table shows 10× over 1× for each site', () => {
  const table = growthTable([{label: 'Route data', unit: 'bytes', site1: 1024, site10: 1024, stock1: 1024, stock10: 10240}]);
  assert.match(table, /\| Route data \| 1\.0 KB \| 1\.0 KB \| 1\.00× \| 1\.0 KB \| 10\.0 KB \| 10\.00× \|/);
});
