import type {ReactNode} from 'react';
import {facts} from '@site/src/provider/facts';
import {isBillingMenuItem} from '@site/src/provider/fact-text';

/** A billing-panel menu item named exactly as the panel names it: `<UiLabel item="invoices" />`. */
export default function UiLabel({item}: {item: string}): ReactNode {
  if (!isBillingMenuItem(item)) throw new Error(`<UiLabel item="${item}">: no such item in facts.billingMenu`);
  return <span className="ui-label">«{facts.billingMenu[item]}»</span>;
}
