import {test} from 'node:test';
import assert from 'node:assert/strict';
import {idleQueue, type IdleDeadlineLike} from './idle-queue';

/** A fake browser: idle periods run when the test says, each with the given time left per check. */
function fakeIdle() {
  const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
  return {
    schedule: (work: (deadline: IdleDeadlineLike) => void) => void pending.push(work),
    pending,
    /** Runs the next idle period, in which `checks` more jobs fit after the first. */
    idle(checks: number) {
      let left = checks;
      pending.shift()!({timeRemaining: () => (left-- > 0 ? 10 : 0)});
    },
  };
}

test('nothing runs until the browser is idle, and one idle period is asked for at a time', () => {
  const ran: string[] = [];
  const browser = fakeIdle();
  const queue = idleQueue((job: string) => ran.push(job), browser.schedule);
  queue.add('/a');
  queue.add('/b');
  assert.deepEqual(ran, []);
  assert.equal(browser.pending.length, 1);
});

test('an idle period runs as many jobs as fit, at least one, and asks for another if some are left', () => {
  const ran: string[] = [];
  const browser = fakeIdle();
  const queue = idleQueue((job: string) => ran.push(job), browser.schedule);
  for (const job of ['/a', '/b', '/c', '/d']) queue.add(job);
  browser.idle(0);
  assert.deepEqual(ran, ['/a']);
  browser.idle(1);
  assert.deepEqual(ran, ['/a', '/b', '/c']);
  browser.idle(5);
  assert.deepEqual(ran, ['/a', '/b', '/c', '/d']);
  assert.equal(browser.pending.length, 0);
  queue.add('/e');
  assert.equal(browser.pending.length, 1);
});
