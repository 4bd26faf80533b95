// Wrapped, as in the project, so the articles' components render here without imports; the stock
// site must show the same content to be a fair yardstick.
import MDXComponents from '@theme-original/MDXComponents';
import {articleComponents} from '@site/src/components/articleComponents';

export default {
  ...MDXComponents,
  ...articleComponents,
};
