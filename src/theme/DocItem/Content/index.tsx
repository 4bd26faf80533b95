// Wrapped to put «Копіювати як Markdown» above every article, next to the text it copies, and,
// on paper only, the article's address and date, so a printed page says where it came from.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyMarkdownButton from '@site/src/components/CopyMarkdownButton';
import {shortUkrainianDate} from '@site/src/lib/ukrainian-date';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const address = `${siteConfig.url}${metadata.permalink}`;
  return (
    <>
      <CopyMarkdownButton route={metadata.permalink} />
      {/* Shown in print only (src/css/print.css): on screen the address bar and the date below the article say it. */}
      <p className="print-source">
        {address}
        {metadata.lastUpdatedAt ? ` · оновлено ${shortUkrainianDate(new Date(metadata.lastUpdatedAt))}` : ''}
      </p>
      <Content {...props} />
    </>
  );
}
