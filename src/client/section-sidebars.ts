/**
 * Puts each section's sidebar items back into the docs version data once the section's script
 * has loaded (src/lib/section-sidebars.ts splits them off; src/client/route-sections.ts loads the
 * script and hands the items here). src/theme/DocVersionRoot renders with what this returns.
 *
 * The server renders a page with its own section's items only, as the browser has loaded just
 * that section when it hydrates the page; so both draw the same sidebar.
 */
import {useMemo, useSyncExternalStore} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import serverSections from './section-sidebars-data';
import {fillSidebars, type SectionSidebar, type VersionData} from '../lib/section-sidebars';
import {sectionKey} from '../lib/route-section';

const loaded = new Map<string, SectionSidebar>();
const listeners = new Set<() => void>();
let generation = 0;

export function addSectionSidebar(key: string, sidebar: SectionSidebar): void {
  loaded.set(key, sidebar);
  generation += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentGeneration = () => generation;

/** The version data with the items of every section loaded so far (on the server: the page's own). */
export function useVersionWithLoadedSections<T extends VersionData>(version: T): T {
  const loadedGeneration = useSyncExternalStore(subscribe, currentGeneration, currentGeneration);
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const current = sectionKey(pathname, siteConfig.baseUrl);
  return useMemo(
    () => fillSidebars(version, (key) => loaded.get(key) ?? (key === current ? serverSections.get(key) : undefined)) as T,
    // loadedGeneration stands for the contents of `loaded`, which it counts.
    [version, current, loadedGeneration],
  );
}
