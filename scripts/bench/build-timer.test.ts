import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseTimeOutput} from './build-timer';

test('reads elapsed seconds and peak memory from GNU time', () => {
  assert.deepEqual(parseTimeOutput('20.67 1054268\n'), {seconds: 20.67, peakMegabytes: 1054268 / 1024});
});

test('reads the last line when the command printed a warning first', () => {
  assert.equal(parseTimeOutput('Command exited with non-zero status 1\n3.5 2048').seconds, 3.5);
});

test('refuses output it does not understand', () => {
  assert.throws(() => parseTimeOutput('nonsense'));
});
