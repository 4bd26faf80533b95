// Wrapped so Prism and its languages load with the pages that show code instead of in every page's main bundle.
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Content/String';
import PlainCodeBlock from '@theme/CodeBlock/Content/Element';

// Server rendering waits for this import, so the HTML carries the highlighted block; while the
// browser fetches the chunk, hydration leaves that HTML as it is. After a client-side navigation
// the code shows unhighlighted, in the theme's plain block, for the moment the chunk takes.
const HighlightedCodeBlock = lazy(() => import('@site/src/components/CodeHighlight/HighlightedCodeBlock'));

export default function CodeBlockString(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock className={props.className}>{props.children}</PlainCodeBlock>}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
