// Replaced (not wrapped: the element is fixed inside the original) so each code line is a <span>, not a <div>: a <div> inside <code> is invalid HTML.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from '@site/plugins/_internals/code-line-styles';

// The stock component's own fix: a line holding only '\n' renders empty, so the <br> below is
// its only line break.
function withoutLoneLineBreak(line: Props['line']): Props['line'] {
  const only = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  return only ? [{...only, content: ''}] : line;
}

export default function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const line = withoutLoneLineBreak(lineProp);
  const lineProps = getLineProps({line, className: clsx(classNames, 'code-line', showLineNumbers && styles.codeLine)});
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      <br />
    </span>
  );
}
