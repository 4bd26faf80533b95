/**
 * Runs queued jobs in the browser's idle time, as many as fit in a short share of each idle period
 * and at least one, so that a burst of them never becomes one long task that holds up the reader's
 * input.
 */

export interface IdleDeadlineLike {
  timeRemaining(): number;
}

/** Calls `work` once the browser is idle (requestIdleCallback, or a stand-in). */
export type ScheduleIdle = (work: (deadline: IdleDeadlineLike) => void) => void;

/** Jobs stop for this idle period when less time than this is left (milliseconds). */
const MIN_TIME_LEFT = 4;
/**
 * Nor do they run longer than this in one idle period (milliseconds). An idle period lasts up to
 * 50 ms; filling it made 45 ms tasks on a desktop, which Lighthouse's phone (a CPU four times
 * slower) counts as 180 ms tasks, 130 ms of blocking time.
 */
const IDLE_BUDGET = 10;

export function idleQueue<T>(run: (job: T) => void, scheduleIdle: ScheduleIdle): {add(job: T): void} {
  const jobs: T[] = [];
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    scheduleIdle(work);
  };
  const work = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    const stopAt = Math.max(deadline.timeRemaining() - IDLE_BUDGET, MIN_TIME_LEFT);
    do run(jobs.shift()!);
    while (jobs.length > 0 && deadline.timeRemaining() > stopAt);
    if (jobs.length > 0) schedule();
  };
  return {
    add(job: T) {
      jobs.push(job);
      schedule();
    },
  };
}
