import type {ReactNode} from 'react';
import {facts} from '@site/src/provider/facts';

/** What happens to a service that is not renewed, day by day, from the facts module. */
export default function OverdueTimeline(): ReactNode {
  const {reminderDaysBefore, suspendAfterDays, deleteAfterDays} = facts.overdue;
  return (
    <ol className="overdue-timeline">
      <li>За {reminderDaysBefore} дн. до кінця оплаченого періоду приходить перше нагадування й рахунок на продовження.</li>
      <li>У день закінчення періоду послуга ще працює, нагадування повторюються.</li>
      <li>Через {suspendAfterDays} дн. після закінчення періоду послугу призупиняють: сервер вимикається, дані зберігаються.</li>
      <li>Через {deleteAfterDays} дн. після закінчення періоду послугу видаляють разом з усіма даними; відновити їх уже неможливо.</li>
    </ol>
  );
}
