/**
 * Puts each section's sidebar items back once the section's script has loaded
 * (plugins/section-split/split-sidebars.ts splits them off; plugins/section-split/runtime/load-section.ts loads the script and
 * hands the items here), in two places:
 * - the docs version data (src/theme/DocVersionRoot), with the current page's section only: what
 *   the breadcrumbs, a landing page's cards and the sidebar's open section read. It changes when
 *   the reader moves to another section, when the whole page renders anyway;
 * - the sidebar (src/theme/DocSidebar), with each other section a reader has opened. A section's
 *   script also loads when a link into it is prefetched; that draws nothing, since the section's
 *   category is closed, and at 2540 pages one sidebar render per prefetched section made a long
 *   task each. Opening the category shows its stand-in link, which asks for the section
 *   (src/theme/DocSidebarItem/Link); the items replace it before the browser paints when the
 *   script is already there, or when it arrives.
 *
 * The server renders a page with its own section only, as the browser has loaded just that
 * section when it hydrates the page; so both draw the same sidebar.
 */
import {useMemo, useSyncExternalStore} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import serverSections from './server-sidebars';
import {fillSidebar, fillSidebars, type SectionSidebar, type SidebarItem, type VersionData} from '../split-sidebars';
import {sectionKey} from '../section-key';

const loaded = new Map<string, SectionSidebar>();
const opened = new Set<string>();
const listeners = new Set<() => void>();
let generation = 0;

function notify(): void {
  generation += 1;
  listeners.forEach((listener) => listener());
}

export function addSectionSidebar(key: string, sidebar: SectionSidebar): void {
  loaded.set(key, sidebar);
  if (opened.has(key)) notify();
}

/** A reader opened the section's category: its items are to be shown from now on. */
export function openSection(key: string): void {
  if (opened.has(key)) return;
  opened.add(key);
  if (loaded.has(key)) notify();
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

/** A sidebar's items with every section a reader has opened put back, once loaded. */
export function useSidebarWithOpenedSections<T extends SidebarItem>(items: readonly T[], sidebar: string | undefined): readonly T[] {
  const openedGeneration = useSyncExternalStore(subscribe, currentGeneration, currentGeneration);
  return useMemo(
    () => (sidebar === undefined ? items : fillSidebar(items, sidebar, (key) => (opened.has(key) ? loaded.get(key) : undefined))),
    // openedGeneration stands for the contents of `loaded` and `opened`, whose changes it counts.
    [items, sidebar, openedGeneration],
  );
}
