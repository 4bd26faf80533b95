import type {ReactNode} from 'react';
import {facts} from '@site/src/provider/facts';

/** The provider's data centres and where they are. */
export default function DataCentres(): ReactNode {
  return (
    <ul>
      {facts.dataCentres.map((dc) => (
        <li key={dc.name}>
          {dc.name}: {dc.location}
        </li>
      ))}
    </ul>
  );
}
