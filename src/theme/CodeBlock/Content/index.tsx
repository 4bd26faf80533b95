// Wrapped so Prism loads only for code the server did not render on this page, and never in the main bundle.
import {useEffect, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@site/plugins/_internals/code-block-context';
import type {Props} from '@theme/CodeBlock/Content';
import {loadHighlighter, loadedHighlighter} from '@site/plugins/code-highlighting/runtime/highlighter';
import {renderedCodeFor} from '@site/plugins/code-highlighting/runtime/rendered-code';
import UnhighlightedCode, {type LinesFrom} from '@site/plugins/code-highlighting/runtime/UnhighlightedCode';

export default function CodeBlockContent(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {code, language} = useCodeBlockContext().metadata;
  // The server's highlighted HTML is right in both colour modes (the colours are CSS, see
  // plugins/code-highlighting/code-theme-css.ts), so a block that hydrates keeps it, and so does the same block
  // mounted again on this page. Only code new to the page is highlighted here, by Prism.
  const [linesFrom] = useState<LinesFrom | undefined>(() => {
    if (!ExecutionEnvironment.canUseDOM) return undefined;
    if (!isBrowser) return 'server';
    return renderedCodeFor(language, code) === undefined ? undefined : 'remembered';
  });
  const [Highlighted, setHighlighted] = useState(loadedHighlighter);
  useEffect(() => {
    if (!linesFrom && !Highlighted) void loadHighlighter().then((component) => setHighlighted(() => component));
  }, [linesFrom, Highlighted]);
  if (linesFrom) return <UnhighlightedCode {...props} linesFrom={linesFrom} />;
  if (Highlighted) return <Highlighted {...props} />;
  return <UnhighlightedCode {...props} linesFrom="text" />;
}
