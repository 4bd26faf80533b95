// Wrapped to give every article the link-preview image of its section and the Open Graph type
// «article»; the original sets the title, description and keywords.
import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {socialCardPath} from '@site/plugins/social-cards/card-paths';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  return (
    <>
      <Metadata {...props} />
      {!frontMatter.image && <PageMetadata image={socialCardPath(metadata.permalink)} />}
      <Head>
        <meta property="og:type" content="article" />
      </Head>
    </>
  );
}
