import type {ReactNode} from 'react';
import {facts} from '@site/src/provider/facts';

type Audience = keyof Omit<typeof facts.payment, 'currency'>;

/** The payment methods open to one kind of customer, with when each is credited. */
export default function PaymentMethods({audience}: {audience: Audience}): ReactNode {
  const methods = facts.payment[audience];
  if (!methods) throw new Error(`<PaymentMethods audience="${audience}">: unknown audience`);
  return (
    <ul>
      {methods.map((m) => (
        <li key={m.name}>
          {m.name[0]!.toUpperCase() + m.name.slice(1)}: кошти зараховуються {m.crediting}.
        </li>
      ))}
    </ul>
  );
}
