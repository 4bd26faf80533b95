import type {ReactNode} from 'react';
import {facts} from '@site/src/provider/facts';

/** Working hours of the provider's teams, as a table. */
export default function TeamHours(): ReactNode {
  const teams = [facts.hours.support, facts.hours.customerCare, facts.hours.finance];
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Хто</th>
          <th scope="col">Коли працює ({facts.hours.timezone})</th>
          <th scope="col">З якими питаннями</th>
        </tr>
      </thead>
      <tbody>
        {teams.map((t) => (
          <tr key={t.team}>
            <td>{t.team}</td>
            <td>{t.schedule}</td>
            <td>{t.handles}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
