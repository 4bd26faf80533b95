/**
 * Which policies module the site is built with. Components import `@provider-policies`; this
 * plugin points it at `src/provider/policies.ts`, or, when HELP_POLICIES=alternative, at
 * `policies.alternative.ts` (every rule switched), which the test command builds to prove that
 * each page stating a rule follows the module (scripts/check-policies.ts).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export function policiesModulePath(variant = process.env.HELP_POLICIES): string {
  if (variant && variant !== 'alternative') throw new Error(`HELP_POLICIES="${variant}": only "alternative" is known`);
  return path.resolve(__dirname, '../../src/provider', variant ? 'policies.alternative.ts' : 'policies.ts');
}

export default function providerPoliciesPlugin(): Plugin {
  const modulePath = policiesModulePath();
  return {
    name: 'provider-policies',
    configureWebpack() {
      return {resolve: {alias: {'@provider-policies': modulePath}}};
    },
  };
}
