// Wrapped to put «Копіювати як Markdown» above every article, next to the text it copies.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyMarkdownButton from '@site/src/components/CopyMarkdownButton';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyMarkdownButton route={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
