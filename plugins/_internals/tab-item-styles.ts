// The stock TabItem's CSS module, for src/theme/TabItem, which replaces the component but keeps its look.
export {default} from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';
