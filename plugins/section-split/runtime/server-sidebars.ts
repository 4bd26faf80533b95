/**
 * Stand-in for the module plugins/section-split generates for the production server build:
 * every section's sidebar items, so that the server can put the current page's section back into
 * the sidebar as the browser will before it hydrates (plugins/section-split/runtime/sidebar-hooks.ts). In the
 * browser the items come with each section's script instead, and in development nothing is split.
 */
import type {SectionSidebar} from '../split-sidebars';

const noSections = new Map<string, SectionSidebar>();
export default noSections;
