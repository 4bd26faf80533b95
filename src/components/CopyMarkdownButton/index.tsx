import {useState, type ReactNode} from 'react';
import {markdownCopyPath} from '@site/plugins/assistants/markdown-copy';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

const MESSAGES: Record<State, string> = {
  idle: '',
  copied: 'Скопійовано',
  failed: 'Не вдалося скопіювати: відкрийте Markdown за посиланням',
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

/** «Копіювати як Markdown» and a link to the Markdown copy of the article at `route`. */
export default function CopyMarkdownButton({route}: {route: string}): ReactNode {
  const [state, setState] = useState<State>('idle');
  const url = markdownCopyPath(route);
  const copy = () => {
    copyFrom(url).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div className={styles.bar}>
      <button type="button" className="button button--sm button--secondary" onClick={copy}>
        Копіювати як Markdown
      </button>
      <a className={styles.link} href={url} type="text/markdown">
        Markdown
      </a>
      <span className={styles.status} role="status">
        {MESSAGES[state]}
      </span>
    </div>
  );
}
