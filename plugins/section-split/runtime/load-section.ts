/**
 * Loads the routes of the section a path is in (plugins/section-split moves each section's
 * doc routes out of main.js) and adds them to the route table, once per section; the script
 * carries the section's sidebar items too (plugins/section-split/runtime/sidebar-hooks.ts). Every way into a
 * page goes through here first: the first render and each navigation (plugins/section-split/runtime/preload.ts) and
 * the prefetch of a link (plugins/prefetch/runtime/idle-prefetch.ts).
 */
import {generatedRoutes as routes, generatedSiteConfig as siteConfig} from '../../_internals/generated-modules';
import type {RouteConfig} from 'react-router-config';
import sections from './section-loaders';
import {addSectionSidebar} from './sidebar-hooks';
import {sectionKey} from '../section-key';

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

function parentRoutes(): RouteConfig[] {
  return sections.parentIndexPath.reduce<RouteConfig[]>((list, index) => list[index]!.routes!, routes);
}

function sectionToLoad(pathname: string): string | undefined {
  const key = sectionKey(pathname, siteConfig.baseUrl);
  return key !== undefined && sections.loaders.has(key) ? key : undefined;
}

/** True when the route table already holds whatever route `pathname` may have. */
export function routesLoadedFor(pathname: string): boolean {
  const key = sectionToLoad(pathname);
  return key === undefined || loaded.has(key);
}

export function loadRoutesFor(pathname: string): Promise<void> {
  const key = sectionToLoad(pathname);
  if (key === undefined) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = sections.loaders.get(key)!().then(
      // In place: the route components hold this array and read it on every render.
      (section) => {
        parentRoutes().push(...section.default);
        if (section.sidebar) addSectionSidebar(key, section.sidebar);
        loaded.add(key);
      },
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
