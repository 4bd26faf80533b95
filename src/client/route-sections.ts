/**
 * Loads the routes of the section a path is in (plugins/section-routes.ts moves each section's
 * doc routes out of main.js) and adds them to the route table, once per section. Every way into a
 * page goes through here first: the first render and each navigation (src/client/preload.ts) and
 * the prefetch of a link (src/client/idle-prefetch.ts).
 */
import routes from '@generated/routes';
import siteConfig from '@generated/docusaurus.config';
import type {RouteConfig} from 'react-router-config';
import sections from './route-sections-data';
import {sectionKey} from '../lib/route-section';

const loading = new Map<string, Promise<void>>();

function parentRoutes(): RouteConfig[] {
  return sections.parentIndexPath.reduce<RouteConfig[]>((list, index) => list[index]!.routes!, routes);
}

export function loadRoutesFor(pathname: string): Promise<void> {
  const key = sectionKey(pathname, siteConfig.baseUrl);
  const load = key === undefined ? undefined : sections.loaders.get(key);
  if (key === undefined || !load) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then(
      // In place: the route components hold this array and read it on every render.
      (section) => void parentRoutes().push(...section.default),
      (error: unknown) => {
        // A failed download may succeed on the next navigation.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}
