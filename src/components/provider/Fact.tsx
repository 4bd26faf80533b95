import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {displayUrl, factKind, factText, isFactName} from '@site/src/provider/fact-text';

/** One provider fact inline in an article: `<Fact name="supportEmail" />`. */
export default function Fact({name}: {name: string}): ReactNode {
  // Thrown during the static build, so a misspelt fact stops the build instead of shipping blank.
  if (!isFactName(name)) throw new Error(`<Fact name="${name}">: no such fact in src/provider/fact-text.ts`);
  const value = factText[name];
  switch (factKind(value)) {
    case 'url':
      return <Link href={value}>{displayUrl(value)}</Link>;
    case 'email':
      return <Link href={`mailto:${value}`}>{value}</Link>;
    default:
      return value;
  }
}
