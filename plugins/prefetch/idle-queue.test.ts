import {test} from 'node:test';
import assert from 'node:assert/strict';
import {idleQueue, type IdleDeadlineLike} from './idle-queue';

/** A fake browser with a clock: idle periods run when the test says, and jobs spend its time. */
function fakeIdle() {
  const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
  let now = 0;
  return {
    schedule: (work: (deadline: IdleDeadlineLike) => void) => void pending.push(work),
    pending,
    spend(ms: number) {
      now += ms;
    },
    /** Runs the next idle period, `length` milliseconds long. */
    idle(length: number) {
      const end = now + length;
      pending.shift()!({timeRemaining: () => Math.max(0, end - now)});
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

test('an idle period runs jobs for about 10 ms of it, at least one, and asks for another if some are left', () => {
  const ran: string[] = [];
  const browser = fakeIdle();
  const queue = idleQueue((job: string) => {
    ran.push(job);
    browser.spend(3);
  }, browser.schedule);
  for (const job of ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h']) queue.add(job);
  browser.idle(0);
  assert.deepEqual(ran, ['/a']);
  // A full 50 ms idle period: jobs stop once 10 ms of it are spent, not when it runs out.
  browser.idle(50);
  assert.deepEqual(ran, ['/a', '/b', '/c', '/d', '/e']);
  // A short one: jobs stop when less than 4 ms are left.
  browser.idle(8);
  assert.deepEqual(ran, ['/a', '/b', '/c', '/d', '/e', '/f', '/g']);
  browser.idle(50);
  assert.deepEqual(ran, ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h']);
  assert.equal(browser.pending.length, 0);
  queue.add('/i');
  assert.equal(browser.pending.length, 1);
});
