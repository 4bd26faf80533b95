import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {facts} from '@site/src/provider/facts';
import {displayUrl} from '@site/src/provider/fact-text';

/** Every way to reach the provider, with what each channel is for. */
export default function SupportContacts(): ReactNode {
  const {support, billing, sales, abuse, phone} = facts.contacts as typeof facts.contacts & {phone?: string};
  return (
    <ul>
      <li>
        Звернення (тікет) в особистому кабінеті <Link href={facts.sites.billing}>{displayUrl(facts.sites.billing)}</Link>: найшвидший шлях
        для будь-якого питання щодо ваших послуг.
      </li>
      {[support, billing, sales, abuse].map((c) => (
        <li key={c.email}>
          <Link href={`mailto:${c.email}`}>{c.email}</Link>: {c.purpose}.
        </li>
      ))}
      {phone && <li>Телефон: {phone}.</li>}
    </ul>
  );
}
