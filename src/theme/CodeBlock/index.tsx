// Replaced, not wrapped: the stock one keys each code block on useIsBrowser() and so builds every
// block of the page a second time once it has hydrated, to redo Prism's inline colours for the
// reader's colour mode. Here the colours are CSS (plugins/code-highlighting/code-theme-css.ts), the same in both.
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** As stock: plain-string children are joined into one string, so that the copy button can copy them. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children === 'string') return <StringContent {...props}>{children}</StringContent>;
  return <ElementContent {...props}>{children}</ElementContent>;
}
