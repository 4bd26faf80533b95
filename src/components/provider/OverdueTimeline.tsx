import type {ReactNode} from 'react';
import {facts} from '@site/src/provider/facts';
import {daysUk} from '@site/src/provider/days';

/**
 * What each kind of service loses when it stops, so that the timeline speaks of a server only on a
 * server's page: a licence, a DNS zone or a storage box is switched off, not "the server".
 */
const STOPS = {
  server: {
    suspended: 'послугу призупиняють: сервер вимикається, дані на ньому зберігаються',
    deleted: 'послугу видаляють разом з усіма даними сервера',
  },
  licence: {
    suspended: 'ліцензію вимикають: вебінтерфейс панелі перестає працювати',
    deleted: 'ліцензію видаляють; відновити можна лише новим замовленням',
  },
  dns: {
    suspended: 'вторинний DNS перестає обслуговувати ваші зони',
    deleted: 'послугу видаляють разом з копіями ваших зон на вторинному сервері',
  },
  storage: {
    suspended: 'доступ до сховища закривають, копії на ньому зберігаються',
    deleted: 'сховище видаляють разом з усіма копіями; відновити їх уже неможливо',
  },
  ip: {
    suspended: 'додаткову адресу вимикають: вона перестає відповідати',
    deleted: 'адресу забирають із сервера, і її можуть видати іншому клієнтові',
  },
} as const;

export type OverdueService = keyof typeof STOPS;

/** What happens to a service that is not renewed, day by day, from the facts module. */
export default function OverdueTimeline({service = 'server'}: {service?: OverdueService}): ReactNode {
  if (!Object.hasOwn(STOPS, service)) throw new Error(`<OverdueTimeline service="${service}">: one of ${Object.keys(STOPS).join(', ')}`);
  const {reminderDaysBefore, suspendAfterDays, deleteAfterDays} = facts.overdue;
  const stops = STOPS[service];
  return (
    <ol className="overdue-timeline">
      <li>За {daysUk(reminderDaysBefore)} до кінця оплаченого періоду приходить перше нагадування й рахунок на продовження.</li>
      <li>У день закінчення періоду послуга ще працює, нагадування повторюються.</li>
      <li>
        Через {daysUk(suspendAfterDays)} після закінчення періоду {stops.suspended}.
      </li>
      <li>
        Через {daysUk(deleteAfterDays)} після закінчення періоду {stops.deleted}
        {service === 'server' ? '; відновити їх уже неможливо' : ''}.
      </li>
    </ol>
  );
}
