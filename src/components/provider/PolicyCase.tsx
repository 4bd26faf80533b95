import type {ReactNode} from 'react';
import {policies} from '@provider-policies';
import {isPolicyRule, policyCase, policyCases} from '@site/src/provider/policy-text';

/**
 * A paragraph or steps that hold only for one setting of a provider policy:
 * `<PolicyCase rule="renewal.automatic" is="fromBalance">…</PolicyCase>`; `is` may list several
 * values separated by `|`, all of several joined by `&`, and `!` negates (see policyCase). An article
 * gives a case for every value, so every provider gets its own text.
 */
export default function PolicyCase({rule, is, children}: {rule: string; is: string; children: ReactNode}): ReactNode {
  if (!isPolicyRule(rule)) throw new Error(`<PolicyCase rule="${rule}">: no such rule in src/provider/policy-text.ts`);
  const unknown = is
    .split(/[|&]/)
    .map((v) => v.replace(/^!/, ''))
    .filter((v) => !policyCases(rule).includes(v));
  if (unknown.length > 0) throw new Error(`<PolicyCase rule="${rule}" is="${is}">: ${unknown.join(', ')} is not a value of this rule`);
  return policyCase(rule, is, policies) ? children : null;
}
