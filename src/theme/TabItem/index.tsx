// Replaced (the stock panel takes no id) so the panel carries the id its tab points to and is labelled by that tab; the ids come from the Tabs wrapper.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props as StockProps} from '@theme/TabItem';
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';

type Props = StockProps & {panelId?: string; tabId?: string};

export default function TabItem({children, className, value, panelId, tabId}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} className={clsx(styles.tabItem, className)} hidden={!isSelected}>
      {children}
    </div>
  );
}
