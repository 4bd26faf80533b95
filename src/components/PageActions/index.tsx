/**
 * The article's actions for readers who want it as text (assistants, notes): «Копіювати як
 * Markdown» puts the Markdown copy on the clipboard, «Відкрити як Markdown» opens that copy. Few
 * customers want them first, so they are never above the title: beside the table of contents on
 * a wide screen (src/theme/DocItem/TOC/Desktop), after the article everywhere else
 * (src/theme/DocItem/Footer).
 */
import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {markdownCopyPath} from '@site/plugins/assistants/markdown-copy';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

const MESSAGES: Record<State, string> = {
  idle: '',
  copied: 'Скопійовано',
  failed: 'Не вдалося скопіювати: відкрийте статтю як Markdown',
};

/** The text to copy, fetched when asked: the Markdown copy is not part of the page's weight. */
async function fetchMarkdown(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Blob([await response.text()], {type: 'text/plain'});
}

async function copyFrom(url: string): Promise<void> {
  // A ClipboardItem made at once keeps the click's permission while the text is still loading
  // (Safari requires this); where it is missing, copy the text once it has arrived.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({'text/plain': fetchMarkdown(url)})]);
    return;
  }
  await navigator.clipboard.writeText(await (await fetchMarkdown(url)).text());
}

/** A 16-px icon of one path in the text's colour; the button's words name it. */
function Icon({d}: {d: string}): ReactNode {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className={styles.icon}>
      <path fill="currentColor" d={d} />
    </svg>
  );
}

const COPY_ICON =
  'M5 1h7a2 2 0 0 1 2 2v8h-1.5V3a.5.5 0 0 0-.5-.5H5V1Zm-2 3h6a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 1.5a.5.5 0 0 0-.5.5v7a.5.5 0 0 0 .5.5h6a.5.5 0 0 0 .5-.5V6a.5.5 0 0 0-.5-.5H3Z';
const FILE_ICON =
  'M3 1h6.6L13 4.4V13a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2Zm0 1.5a.5.5 0 0 0-.5.5v10a.5.5 0 0 0 .5.5h8a.5.5 0 0 0 .5-.5V5.5H9V2.5H3ZM4 8h6v1.5H4V8Zm0 3h4v1.5H4V11Z';

/**
 * The actions for the article at `route`. `place` is where they stand: `toc` under the table of
 * contents (a quiet list like its links), `end` after the article (a row of outlined controls,
 * big enough for a finger).
 */
export default function PageActions({route, place, className}: {route: string; place: 'toc' | 'end'; className?: string}): ReactNode {
  const [state, setState] = useState<State>('idle');
  const url = markdownCopyPath(route);
  const copy = () => {
    copyFrom(url).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  // Real controls named by their visible words; the status line is a polite live region, present
  // (empty) from the start so screen readers announce the copy's result when it is written.
  return (
    <div className={clsx(styles.actions, styles[place], className)}>
      <button type="button" className={styles.action} onClick={copy}>
        <Icon d={COPY_ICON} />
        Копіювати як Markdown
      </button>
      <a className={styles.action} href={url} type="text/markdown">
        <Icon d={FILE_ICON} />
        Відкрити як Markdown
      </a>
      <span className={styles.status} role="status">
        {MESSAGES[state]}
      </span>
    </div>
  );
}
