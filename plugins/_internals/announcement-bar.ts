// theme-common's internal useAnnouncementBar, for src/theme/AnnouncementBar: the classic theme's own components import it
// this way and there is no public export. One re-export per file, so each lands in its user's chunk.
export {useAnnouncementBar} from '@docusaurus/theme-common/internal';
