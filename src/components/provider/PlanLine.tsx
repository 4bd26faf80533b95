import type {ReactNode} from 'react';
import {facts} from '@site/src/provider/facts';

type Code = keyof typeof facts.planLines;

/**
 * A plan line as the facts module names it. `<PlanLine code="evossd" />` is the name alone;
 * with `described` it adds what the line is and whether it is still sold.
 */
export default function PlanLine({code, described = false}: {code: Code; described?: boolean}): ReactNode {
  const line = facts.planLines[code];
  if (!line) throw new Error(`<PlanLine code="${code}">: no such plan line in facts.planLines`);
  if (!described) return <strong>{line.name}</strong>;
  return (
    <>
      <strong>{line.name}</strong> — {line.description}
      {line.current ? '' : ' (нові сервери цієї лінійки не продаються)'}
    </>
  );
}
