/**
 * Resolves in a later task of the browser's event loop, so that the work after it starts a task of
 * its own: input, painting and other tasks can run in between, and Lighthouse counts blocking time
 * per task (the part of each beyond 50 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
