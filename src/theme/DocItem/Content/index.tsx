// Replaced, not wrapped, because the original draws the title itself: the phone's table of
// contents, which the classic layout puts above the title, comes right under it, so nothing but
// the breadcrumbs and the version badge stands above an article's title. Otherwise as stock; on
// paper only, the article's address and date, so a printed page says where it came from.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
// The stock component itself: @theme/DocItem/TOC/Mobile draws nothing (it stood above the title).
import DocItemTOCMobile from '@theme-original/DocItem/TOC/Mobile';
import {shortUkrainianDate} from '@site/src/lib/ukrainian-date';

export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter, contentTitle, toc} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const address = `${siteConfig.url}${metadata.permalink}`;
  // As stock: a title from the front matter unless hidden or written in the Markdown as `#`.
  const syntheticTitle = !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
  // As the classic layout decides for its phone table of contents (shown below 997 px by its CSS).
  const mobileToc = !frontMatter.hide_table_of_contents && toc.length > 0 ? <DocItemTOCMobile /> : null;
  return (
    <>
      {/* Shown in print only (src/css/print.css): on screen the address bar and the date below the article say it. */}
      <p className="print-source">
        {address}
        {metadata.lastUpdatedAt ? ` · оновлено ${shortUkrainianDate(new Date(metadata.lastUpdatedAt))}` : ''}
      </p>
      {!syntheticTitle && mobileToc}
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {syntheticTitle && (
          // The table of contents sits in the title's <header>, which the Markdown copy and the
          // search index read for the title only (its button is dropped, its list is not rendered).
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
            {mobileToc}
          </header>
        )}
        <MDXContent>{children}</MDXContent>
      </div>
    </>
  );
}
