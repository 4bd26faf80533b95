/**
 * Stand-in for the module of section loaders that plugins/section-split generates for the
 * production client build. In development and on the server every route is in the main table,
 * so there is no section to load.
 */
import type {RouteConfig} from 'react-router-config';
import type {SectionSidebar} from '../split-sidebars';

export interface RouteSectionsData {
  /** Indexes from the top of the route table down to the route whose children sections add. */
  parentIndexPath: number[];
  /** Section key (plugins/section-split/section-key.ts) → the script with that section's routes. */
  loaders: Map<string, () => Promise<{default: RouteConfig[]; sidebar?: SectionSidebar}>>;
}

const noSections: RouteSectionsData = {parentIndexPath: [], loaders: new Map()};
export default noSections;
