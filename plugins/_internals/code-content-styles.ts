// The stock code block content's CSS module, for plugins/code-highlighting/runtime, which renders
// code blocks in its place and keeps their look.
export {default} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
