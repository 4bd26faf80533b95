// Wrapped to tie each tab to its panel (id, aria-controls): without it a tab has no programmatic panel, which the HTML validator reports and screen readers cannot follow.
// And so that the stock Tabs, which keys its content on useIsBrowser(), does not build all its panels a second time once the page has hydrated.
import {Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
import {BrowserContext} from '@site/plugins/_internals/browser-context';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import {tabIds} from '@site/src/lib/tab-ids';

type Props = WrapperProps<typeof TabsType>;
interface TabItemLikeProps {
  value?: string;
  attributes?: Record<string, unknown>;
}

export default function TabsWrapper(props: Props): ReactNode {
  const base = useId();
  const isBrowser = useIsBrowser();
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<TabItemLikeProps>(child) || typeof child.props.value !== 'string') return child;
    const ids = tabIds(base, child.props.value);
    return cloneElement(child as ReactElement<TabItemLikeProps & {panelId?: string; tabId?: string; isBrowser?: boolean}>, {
      attributes: {...child.props.attributes, id: ids.tab, 'aria-controls': ids.panel},
      panelId: ids.panel,
      tabId: ids.tab,
      isBrowser,
    });
  });
  // The stock remount (a workaround for facebook/docusaurus#5653, from when the stored tab choice
  // was read as the tabs first rendered) rebuilt every panel and code block in one long task
  // after hydration. The choice is now applied by a state update after hydration, which needs no
  // remount. So the stock Tabs is always told `false`, and each panel (src/theme/TabItem) hands
  // the true value back to its content.
  return (
    <BrowserContext.Provider value={false}>
      <Tabs {...props}>{children}</Tabs>
    </BrowserContext.Provider>
  );
}
