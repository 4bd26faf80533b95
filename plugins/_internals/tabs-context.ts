// theme-common's internal useTabs, for src/theme/TabItem: the classic theme's own components import it
// this way and there is no public export. One re-export per file, so each lands in its user's chunk.
export {useTabs} from '@docusaurus/theme-common/internal';
