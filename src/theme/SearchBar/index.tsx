// Replaces the classic theme's SearchBar, which is an empty placeholder: a light navbar button
// (Ctrl+K, /) whose dialog, engine and index load only when the reader shows intent: the pointer
// over the button, focus on it, a press, or the shortcut. A plain page view loads none of it.
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SearchDialogProps} from '@site/src/components/Search/SearchDialog';
import styles from './styles.module.css';

type DialogModule = typeof import('@site/src/components/Search/SearchDialog');
let dialogModule: Promise<DialogModule> | undefined;

/**
 * The dialog's code, its own chunk, and the index's core, both started at the first sign of
 * intent: the hundreds of milliseconds between the pointer reaching the button and the first
 * letter typed are spent fetching instead of waiting after it.
 */
function loadDialog(indexUrl: string): Promise<ComponentType<SearchDialogProps>> {
  dialogModule ??= import(/* webpackChunkName: "search" */ '@site/src/components/Search/SearchDialog').catch((error: unknown) => {
    dialogModule = undefined; // the next intent tries again
    throw error;
  });
  return dialogModule.then((m) => {
    m.loadIndex(indexUrl).catch(() => undefined); // the panel reports a failure when it opens
    return m.default;
  });
}

/** True when the key press belongs to a text field, where «/» is just a character. */
function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

export default function SearchBar(): ReactNode {
  const indexUrl = useBaseUrl('/search-index/');
  const intent = useCallback(() => void loadDialog(indexUrl).catch(() => undefined), [indexUrl]);
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps>>();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Stands in for the dialog's input until its code has loaded, so early keystrokes are kept.
  const standInRef = useRef<HTMLInputElement>(null);
  // Letters typed after the shortcut but before any search field has appeared and taken focus.
  const earlyKeys = useRef('');
  const opening = useRef(false);
  const wasOpen = useRef(false);
  const close = useCallback(() => {
    opening.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (open && !Dialog)
      loadDialog(indexUrl).then(
        (component) => setDialog(() => component),
        () => setOpen(false),
      );
    // Focus goes back to the button once the modal dialog is gone (while it is open the page is inert).
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open, Dialog, indexUrl]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingInField(event.target);
      if (ctrlK || slash) {
        event.preventDefault();
        opening.current = true;
        earlyKeys.current = '';
        setOpen(true);
      } else if (
        opening.current &&
        !typingInField(event.target) &&
        event.key.length === 1 &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey
      ) {
        event.preventDefault();
        earlyKeys.current += event.key;
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        // Named by its own words, «Пошук» and the shortcut, not by an aria-label: a name that
        // differs from the visible text fails WCAG 2.5.3 (label in name) for speech-input users.
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K /"
        onPointerEnter={intent}
        onPointerDown={intent}
        onFocus={intent}
        onClick={() => {
          earlyKeys.current = '';
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
          <path fill="currentColor" d="M8 2a6 6 0 0 1 4.9 9.5l4.8 4.8-1.4 1.4-4.8-4.8A6 6 0 1 1 8 2Zm0 2a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
        </svg>
        <span className={styles.label}>Пошук</span>
        <kbd className={styles.kbd}>Ctrl K</kbd>
      </button>
      {open && !Dialog && (
        <input
          ref={standInRef}
          className={styles.pending}
          aria-label="Пошук у довідці"
          defaultValue={earlyKeys.current}
          autoFocus
          onFocus={(e) => {
            opening.current = false;
            e.target.value = earlyKeys.current; // letters typed since this render
          }}
        />
      )}
      {/* Read in this render: the stand-in (or the key buffer) holds everything typed so far. */}
      {open && Dialog && <Dialog onClose={close} initialQuery={standInRef.current?.value ?? earlyKeys.current} />}
    </>
  );
}
