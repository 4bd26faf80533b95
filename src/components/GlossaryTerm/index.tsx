import {useId, useState, type ReactNode, type KeyboardEvent} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/**
 * The first use of a glossary term in an article: a link to its entry, with the short definition
 * shown on hover and on keyboard focus. The definition is the link's accessible description (not a
 * title attribute, which keyboards and touch screens never show), and Escape hides it.
 */
export default function GlossaryTerm({href, definition, children}: {href: string; definition: string; children: ReactNode}): ReactNode {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setDismissed(true);
  };
  return (
    <span
      className={styles.term}
      data-dismissed={dismissed || undefined}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      <Link to={href} className={styles.link} aria-describedby={id} onKeyDown={onKeyDown}>
        {children}
      </Link>
      <span role="tooltip" id={id} className={styles.definition}>
        {definition}
      </span>
    </span>
  );
}
