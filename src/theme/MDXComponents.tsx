// Wrapped to make the article components (tabs, provider facts, section cards) and the build-time
// glossary terms and JSON-LD available in every article without imports.
import MDXComponents from '@theme-original/MDXComponents';
import {articleComponents} from '@site/src/components/articleComponents';
import GlossaryTerm from '@site/src/components/GlossaryTerm';
import StructuredData from '@site/src/components/StructuredData';

export default {
  ...MDXComponents,
  ...articleComponents,
  GlossaryTerm,
  StructuredData,
};
