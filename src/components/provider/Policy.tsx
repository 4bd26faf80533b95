import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {policies} from '@provider-policies';
import {isPolicyRule, policyStatement} from '@site/src/provider/policy-text';

/** One provider policy, worded for the value the policies module gives it: `<Policy rule="renewal.automatic" />`. */
export default function Policy({rule}: {rule: string}): ReactNode {
  // Thrown during the static build, so a misspelt rule stops the build instead of shipping blank.
  if (!isPolicyRule(rule)) throw new Error(`<Policy rule="${rule}">: no such rule in src/provider/policy-text.ts`);
  return policyStatement(rule, policies).map((segment, i) =>
    typeof segment === 'string' ? (
      segment
    ) : (
      <Link key={i} href={segment.href}>
        {segment.text}
      </Link>
    ),
  );
}
