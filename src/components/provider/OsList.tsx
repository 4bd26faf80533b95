import type {ReactNode} from 'react';
import {facts} from '@site/src/provider/facts';

/** The operating systems the provider installs, Linux and Windows. */
export default function OsList(): ReactNode {
  return (
    <ul>
      <li>Linux: {facts.operatingSystems.linux.join(', ')}.</li>
      <li>Windows: {facts.operatingSystems.windows.join(', ')}.</li>
    </ul>
  );
}
