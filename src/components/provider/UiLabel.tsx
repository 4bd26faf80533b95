import type {ReactNode} from 'react';
import {isBillingMenuItem, uiLabelText} from '@site/src/provider/fact-text';

/** A billing-panel menu item named exactly as the panel names it: `<UiLabel item="invoices" />`. */
export default function UiLabel({item}: {item: string}): ReactNode {
  if (!isBillingMenuItem(item)) throw new Error(`<UiLabel item="${item}">: no such item in facts.billingMenu`);
  return <span className="ui-label">{uiLabelText(item)}</span>;
}
