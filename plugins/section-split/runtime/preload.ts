/**
 * Replaces @docusaurus/core's client `preload` (plugins/section-split swaps the module): the
 * same, except that it first loads the routes of the path's section, which are no longer in
 * main.js, so that the match below can find the page's route.
 */
import {generatedRoutes as routes} from '../../_internals/generated-modules';
import {matchRoutes} from 'react-router-config';
import {loadRoutesFor} from './load-section';
import {nextTask} from '../../page-start/runtime/next-task';

/** The path as given and decoded, as stock matches both; a malformed escape is matched as given. */
function forms(pathname: string): string[] {
  try {
    return [...new Set([pathname, decodeURI(pathname)])];
  } catch {
    return [pathname];
  }
}

export default function preload(pathname: string): Promise<unknown[]> {
  const pathnames = forms(pathname);
  // The section's routes, the page's components and what waits for them (the first render, or a
  // navigation's) each start a task of their own (./next-task.ts): on the first load each of them
  // evaluates scripts, and in one task they made one of the longest of a page's start.
  return Promise.all(pathnames.map(loadRoutesFor))
    .then(nextTask)
    .then(() =>
      Promise.all(
        pathnames
          .flatMap((path) => matchRoutes(routes, path))
          // Route components are react-loadable components, whose preload loads their chunks.
          .map((match) => match.route.component?.preload?.()),
      ),
    )
    .then((loaded) => nextTask().then(() => loaded));
}
