/**
 * The search dialog, loaded on first opening (a dynamic import in the SearchBar). A native modal
 * <dialog>: it sits in the top layer above the sticky navbar, keeps focus inside, and closes on
 * Escape; a click outside closes it too, and focus goes back to the button that opened it.
 */
import {useLayoutEffect, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import SearchPanel from './SearchPanel';
import styles from './styles.module.css';

/** Started by the navbar button when the reader shows intent, so the index's core is on its way before the dialog opens. */
export {loadIndex} from './load-index';

export interface SearchDialogProps {
  onClose: () => void;
  /** What was typed while this code loaded. */
  initialQuery?: string;
}

export default function SearchDialog({onClose, initialQuery}: SearchDialogProps): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  // A layout effect, so the dialog opens and its field takes focus in the same task that removed
  // the stand-in field (src/theme/SearchBar): a key typed in between would land nowhere.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      const input = dialog.querySelector('input');
      input?.focus();
      input?.setSelectionRange(input.value.length, input.value.length);
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog?.close();
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-label="Пошук у довідці"
      className={styles.dialog}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className={styles.dialogBody}>
        <SearchPanel maxResults={8} autoFocus initialQuery={initialQuery} onNavigate={onClose} />
        <div className={styles.footer}>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> вибір · <kbd>Enter</kbd> відкрити · <kbd>Esc</kbd> закрити
          </span>
          <Link to="/search" onClick={onClose}>
            Сторінка пошуку
          </Link>
        </div>
      </div>
    </dialog>
  );
}
