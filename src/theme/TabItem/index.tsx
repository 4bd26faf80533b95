// Replaced (the stock panel takes no id) so the panel carries the id its tab points to and is labelled by that tab; the ids come from the Tabs wrapper,
// and so does whether the page has hydrated, which the wrapper hides from the stock Tabs (src/theme/Tabs) and the panel hands back to its content.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@site/plugins/_internals/tabs-context';
import {BrowserContext} from '@site/plugins/_internals/browser-context';
import type {Props as StockProps} from '@theme/TabItem';
import styles from '@site/plugins/_internals/tab-item-styles';

type Props = StockProps & {panelId?: string; tabId?: string; isBrowser?: boolean};

export default function TabItem({children, className, value, panelId, tabId, isBrowser}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} className={clsx(styles.tabItem, className)} hidden={!isSelected}>
      {isBrowser === undefined ? children : <BrowserContext.Provider value={isBrowser}>{children}</BrowserContext.Provider>}
    </div>
  );
}
