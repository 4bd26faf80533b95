// Wrapped to tie each tab to its panel (id, aria-controls): without it a tab has no programmatic panel, which the HTML validator reports and screen readers cannot follow.
import {Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode} from 'react';
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
  const children = Children.map(props.children, (child) => {
    if (!isValidElement<TabItemLikeProps>(child) || typeof child.props.value !== 'string') return child;
    const ids = tabIds(base, child.props.value);
    return cloneElement(child as ReactElement<TabItemLikeProps & {panelId?: string; tabId?: string}>, {
      attributes: {...child.props.attributes, id: ids.tab, 'aria-controls': ids.panel},
      panelId: ids.panel,
      tabId: ids.tab,
    });
  });
  return <Tabs {...props}>{children}</Tabs>;
}
