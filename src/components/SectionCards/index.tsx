import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** A grid of section cards on the welcome page: each card a heading link and one sentence. */
export function SectionCards({children}: {children: ReactNode}): ReactNode {
  return <ul className={styles.grid}>{children}</ul>;
}

export function SectionCard({title, href, children}: {title: string; href: string; children: ReactNode}): ReactNode {
  return (
    <li className={styles.card}>
      <h3 className={styles.title}>
        <Link to={href} className={styles.link}>
          {title}
        </Link>
      </h3>
      <p className={styles.text}>{children}</p>
    </li>
  );
}
