/** A snippet with the matched words marked. */
import type {ReactNode} from 'react';
import {highlight} from '@site/src/lib/search/highlight';

export default function Highlighted({text, terms}: {text: string; terms: readonly string[]}): ReactNode {
  return highlight(text, terms).map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>));
}
