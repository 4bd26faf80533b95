/**
 * Runs queued jobs in the browser's idle time, as many as fit in each idle period and at least
 * one, so that a burst of them never becomes one long task that holds up the reader's input.
 */

export interface IdleDeadlineLike {
  timeRemaining(): number;
}

/** Calls `work` once the browser is idle (requestIdleCallback, or a stand-in). */
export type ScheduleIdle = (work: (deadline: IdleDeadlineLike) => void) => void;

/** Jobs stop for this idle period when less time than this is left (milliseconds). */
const MIN_TIME_LEFT = 4;

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
    do run(jobs.shift()!);
    while (jobs.length > 0 && deadline.timeRemaining() > MIN_TIME_LEFT);
    if (jobs.length > 0) schedule();
  };
  return {
    add(job: T) {
      jobs.push(job);
      schedule();
    },
  };
}
