import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/** Puts JSON-LD made at build time (plugins/structured-data/remark-structured-data.ts) into the page head. */
export default function StructuredData({json}: {json: string}): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{json}</script>
    </Head>
  );
}
