/**
 * Docusaurus prefetches the page of every internal link as it scrolls into view, each one at once:
 * it matches the link against every route, works out the chunk URLs and adds <link rel=prefetch>
 * tags. Right after hydration that is one long task for all the links on screen, which Lighthouse
 * counts as blocking time. This client module queues those prefetches into the browser's idle
 * time instead (plugins/prefetch/idle-queue.ts); pointing at a link still preloads it at once, and the
 * stock rules (nothing on a data-saving or 2g connection) still apply when a prefetch runs.
 */
import type {ClientModule} from '@docusaurus/types';
import {idleQueue, type ScheduleIdle} from '../idle-queue';
import {loadRoutesFor, routesLoadedFor} from '../../section-split/runtime/load-section';

const scheduleIdle: ScheduleIdle = (work) => {
  if ('requestIdleCallback' in window) requestIdleCallback(work, {timeout: 2000});
  // Safari has no requestIdleCallback: one prefetch per short pause.
  else setTimeout(() => work({timeRemaining: () => 0}), 50);
};

/** Stock's test (@docusaurus/core client/docusaurus.js): no prefetch on a data-saving or 2g connection. */
function constrainedConnection(): boolean {
  const connection = (navigator as {connection?: {saveData?: boolean; effectiveType?: string}}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

let deferred = false;

/** window.docusaurus is set after client modules load, so the swap waits for the first route. */
function deferPrefetches(): void {
  if (deferred || !window.docusaurus) return;
  deferred = true;
  const {prefetch: prefetchNow} = window.docusaurus;
  // The link's route may be in a section whose routes are not loaded yet (plugins/section-split/runtime/load-section.ts),
  // which stock's prefetch cannot see. Those load first, and the prefetch goes back in the queue:
  // run as they arrive, the prefetches of every link into a section would make one long task.
  const prefetch = (path: string) => {
    if (constrainedConnection()) return;
    if (routesLoadedFor(path)) void prefetchNow(path);
    // A section that fails to load costs nothing but the prefetch.
    else
      void loadRoutesFor(path).then(
        () => queue.add(path),
        () => undefined,
      );
  };
  const queue = idleQueue(prefetch, scheduleIdle);
  // Docusaurus freezes the object; links read window.docusaurus at each call, so a new one serves.
  window.docusaurus = {
    ...window.docusaurus,
    prefetch: (path) => {
      queue.add(path);
      return false;
    },
  };
}

const idlePrefetch: ClientModule = {onRouteDidUpdate: deferPrefetches};
export default idlePrefetch;
