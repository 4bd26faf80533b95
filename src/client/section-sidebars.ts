/**
 * Puts each section's sidebar items back once the section's script has loaded
 * (src/lib/section-sidebars.ts splits them off; src/client/route-sections.ts loads the script and
 * hands the items here), in two places:
 * - the docs version data (src/theme/DocVersionRoot), with the current page's section only: what
 *   the breadcrumbs, a landing page's cards and the sidebar's open section read. It changes when
 *   the reader moves to another section, when the whole page renders anyway;
 * - the sidebar (src/theme/DocSidebar), with every section loaded so far. A section loading in the
 *   background then renders the sidebar again, not the article.
 *
 * The server renders a page with its own section only, as the browser has loaded just that
 * section when it hydrates the page; so both draw the same sidebar.
 */
import {useMemo, useSyncExternalStore} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import serverSections from './section-sidebars-data';
import {fillSidebar, fillSidebars, type SectionSidebar, type SidebarItem, type VersionData} from '../lib/section-sidebars';
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

/** The version data with the current page's section put back (in the browser, loaded before the page renders). */
export function useVersionWithCurrentSection<T extends VersionData>(version: T): T {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const current = sectionKey(pathname, siteConfig.baseUrl);
  return useMemo(
    () => fillSidebars(version, (key) => (key === current ? (loaded.get(key) ?? serverSections.get(key)) : undefined)) as T,
    [version, current],
  );
}

/** A sidebar's items with every section loaded so far put back. */
export function useSidebarWithLoadedSections<T extends SidebarItem>(items: readonly T[], sidebar: string | undefined): readonly T[] {
  const loadedGeneration = useSyncExternalStore(subscribe, currentGeneration, currentGeneration);
  return useMemo(
    () => (sidebar === undefined ? items : fillSidebar(items, sidebar, (key) => loaded.get(key))),
    // loadedGeneration stands for the contents of `loaded`, which it counts.
    [items, sidebar, loadedGeneration],
  );
}
