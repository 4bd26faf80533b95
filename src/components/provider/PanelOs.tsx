import type {ReactNode} from 'react';
import {facts} from '@site/src/provider/facts';

/** The systems the provider installs a control panel on. */
export default function PanelOs({panel}: {panel: keyof typeof facts.panels}): ReactNode {
  const p = facts.panels[panel];
  if (!p) throw new Error(`<PanelOs panel="${panel}">: no such panel in facts.panels`);
  return (
    <ul>
      {p.supportedOs.map((os) => (
        <li key={os}>{os}</li>
      ))}
    </ul>
  );
}
