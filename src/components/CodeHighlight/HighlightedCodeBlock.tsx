/**
 * The theme's highlighted code block (title, lines, copy and wrap buttons), with the site's extra
 * Prism languages registered first. Only src/theme/CodeBlock/Content/String imports this module,
 * and lazily, so Prism is in this chunk and not in main.js (plugins/prism-off-main.ts keeps the
 * theme's own language loader out of the main bundle).
 */
import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content/String';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';

prismIncludeLanguages(Prism);

const HighlightedCodeBlock: (props: Props) => ReactNode = CodeBlockString;
export default HighlightedCodeBlock;
