/**
 * The theme's highlighted code block (title, lines, copy and wrap buttons), with the site's extra
 * Prism languages registered first. Only src/theme/CodeBlock/Content/String imports this module,
 * and lazily, so Prism is in this chunk and not in main.js (plugins/prism-off-main.ts keeps the
 * theme's own language loader out of the main bundle).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';

prismIncludeLanguages(Prism);

export default CodeBlockString;
