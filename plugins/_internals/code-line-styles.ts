// The stock code line's CSS module, for src/theme/CodeBlock/Line, which replaces the component but keeps its look.
export {default} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
