// theme-common's internal useCodeBlockContext, for src/theme/CodeBlock/Content and plugins/code-highlighting/runtime: the classic theme's own components import it
// this way and there is no public export. One re-export per file, so each lands in its user's chunk.
export {useCodeBlockContext} from '@docusaurus/theme-common/internal';
