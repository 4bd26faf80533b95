// Wrapped to put the article's actions (copy as Markdown, open the Markdown) under the table of
// contents on a wide screen, out of the first screen of the article and in view while reading.
import type {ReactNode} from 'react';
import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import type TOCDesktopType from '@theme/DocItem/TOC/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageActions from '@site/src/components/PageActions';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCDesktopType>;

export default function TOCDesktopWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <div className={styles.column}>
      <TOCDesktop {...props} />
      <PageActions route={metadata.permalink} place="toc" />
    </div>
  );
}
