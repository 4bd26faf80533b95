/**
 * A code block's box without Prism, in the markup of the highlighted one. Its lines come from:
 * - 'server': the block hydrates; the <code> keeps the highlighted lines the server rendered (React
 *   leaves the inner HTML of an element with dangerouslySetInnerHTML as it is when it hydrates,
 *   and never rewrites it while __html stays the same), and they are remembered for a remount;
 * - 'remembered': the same code hydrated earlier on this page (./rendered-code.ts);
 * - 'text': nothing to reuse (a client-side navigation): plain text until Prism's chunk arrives.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '../../_internals/code-block-context';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '../../_internals/code-content-styles';
import {rememberRenderedCode, renderedCodeFor} from './rendered-code';

export type LinesFrom = 'server' | 'remembered' | 'text';

export default function UnhighlightedCode({className, linesFrom}: Props & {linesFrom: LinesFrom}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language} = metadata;
  const numbered = metadata.lineNumbersStart !== undefined;
  const codeProps = {
    className: clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering),
    style: numbered ? {counterReset: `line-count ${metadata.lineNumbersStart! - 1}`} : undefined,
  };
  let lines: ReactNode;
  if (linesFrom === 'server') {
    const remember = (element: HTMLElement | null): void => {
      if (element) rememberRenderedCode(language, code, element.innerHTML);
    };
    lines = <code {...codeProps} ref={remember} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  } else if (linesFrom === 'remembered') {
    lines = <code {...codeProps} dangerouslySetInnerHTML={{__html: renderedCodeFor(language, code) ?? ''}} />;
  } else {
    lines = <code {...codeProps}>{code}</code>;
  }
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      {lines}
    </pre>
  );
}
