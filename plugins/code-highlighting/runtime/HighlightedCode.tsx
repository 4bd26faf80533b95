/**
 * The theme's highlighted code (prism-react-renderer), with the site's extra Prism languages
 * registered first. Only ./highlighter.ts imports this module: eagerly on the server, lazily in the
 * browser, so Prism is in a chunk of its own and not in main.js (../prism-off-main.ts keeps
 * the theme's own language loader out of the main bundle).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default CodeBlockContent;
