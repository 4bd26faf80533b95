// Wrapped to end the article with its actions (copy as Markdown, open the Markdown) where the
// table of contents' column does not show them: on a phone, and on a page without that column.
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, toc} = useDoc();
  // The classic layout's rule for the desktop table of contents (src/theme/DocItem/TOC/Desktop).
  const besideToc = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <>
      <Footer {...props} />
      <PageActions route={metadata.permalink} place="end" className={besideToc ? styles.narrowOnly : undefined} />
    </>
  );
}
