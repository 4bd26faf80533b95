import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {facts} from '@site/src/provider/facts';

/** The last word of every article: where to ask when the page did not solve the problem. */
export default function SupportCallout(): ReactNode {
  return (
    <aside className="support-callout" aria-label="Служба підтримки">
      <p>
        Не знайшли відповіді? Створіть звернення в <Link href={facts.sites.billing}>особистому кабінеті</Link> або напишіть на{' '}
        <Link href={`mailto:${facts.contacts.support.email}`}>{facts.contacts.support.email}</Link>. Технічна підтримка працює{' '}
        {facts.hours.support.schedule}.
      </p>
    </aside>
  );
}
