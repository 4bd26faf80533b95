/**
 * The search box and its results, shared by the dialog and the /search page: a WAI-ARIA combobox
 * (the input) controlling a listbox of results in score order under their site sections' names,
 * with a live region that announces the count.
 */
import {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import type {FragmentedIndex} from '@site/src/lib/search/fragmented-index';
import {groupBySection} from '@site/src/lib/search/group';
import type {SearchOutcome} from '@site/src/lib/search/types';
import {loadIndex} from './load-index';
import {POPULAR_ARTICLES} from './popular';
import Highlighted from './Highlighted';
import styles from './styles.module.css';

export interface SearchPanelProps {
  initialQuery?: string;
  /** Results shown; the /search page shows more than the dialog. */
  maxResults: number;
  autoFocus?: boolean;
  onQueryChange?: (query: string) => void;
  /** Called after a result was chosen (the dialog closes). */
  onNavigate?: () => void;
}

function countText(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word = mod10 === 1 && mod100 !== 11 ? 'статтю' : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'статті' : 'статей';
  return `Знайдено ${n} ${word}`;
}

export default function SearchPanel({initialQuery = '', maxResults, autoFocus, onQueryChange, onNavigate}: SearchPanelProps): ReactNode {
  const indexUrl = useBaseUrl('/search-index/');
  const history = useHistory();
  const [index, setIndex] = useState<FragmentedIndex>();
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;

  useEffect(() => {
    loadIndex(indexUrl).then(setIndex, () => setFailed(true));
  }, [indexUrl]);
  useEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length); // keep typing after the early text
  }, [autoFocus]);

  // The outcome and the query it answers: a search waits for the fragments it needs, and an
  // answer to an older query (typing went on meanwhile) is dropped, never shown over a newer one.
  const [answered, setAnswered] = useState<{query: string; outcome: SearchOutcome}>();
  useEffect(() => {
    if (!index || !query.trim()) return;
    let current = true;
    index.search(query, maxResults).then(
      (outcome) => current && setAnswered({query, outcome}),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [index, query, maxResults]);
  // While a new query's fragments load, the last answer stays on screen instead of a flash of nothing.
  const outcome: SearchOutcome | undefined = query.trim() ? answered?.outcome : undefined;
  const searched = answered?.query === query;
  const groups = useMemo(() => groupBySection(outcome?.hits ?? []), [outcome]);
  // Arrow keys follow the order on screen.
  const hits = useMemo(() => groups.flatMap((g) => g.hits), [groups]);
  const activeHit = hits[Math.min(active, hits.length - 1)];
  const optionId = (n: number) => `${id}-option-${n}`;

  const change = (value: string) => {
    setQuery(value);
    setActive(0);
    onQueryChange?.(value);
  };
  const open = (url: string) => {
    onNavigate?.();
    history.push(url);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && hits.length) {
      event.preventDefault();
      setActive((a) => (a + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length) {
      event.preventDefault();
      setActive((a) => (a - 1 + hits.length) % hits.length);
    } else if (event.key === 'Enter' && activeHit) {
      event.preventDefault();
      open(activeHit.url);
    }
  };
  useEffect(() => {
    if (activeHit) document.getElementById(optionId(hits.indexOf(activeHit)))?.scrollIntoView({block: 'nearest'});
  });

  const status = failed
    ? 'Не вдалося завантажити пошук. Оновіть сторінку й спробуйте ще раз.'
    : !index
      ? 'Завантаження пошуку…'
      : !query.trim()
        ? ''
        : !answered
          ? 'Пошук…'
          : hits.length
            ? countText(hits.length)
            : 'Нічого не знайдено';

  let n = -1;
  return (
    <div className={styles.panel}>
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        role="combobox"
        aria-label="Пошук у довідці"
        aria-expanded={hits.length > 0}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeHit ? optionId(hits.indexOf(activeHit)) : undefined}
        placeholder="Наприклад: як змінити пароль root"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
      {outcome?.correctedQuery && (
        <p className={styles.notice} data-testid="layout-notice">
          Розкладку клавіатури виправлено: шукаємо «{outcome.correctedQuery}».
        </p>
      )}
      {outcome?.translatedQuery && !outcome.correctedQuery && (
        <p className={styles.notice} data-testid="language-notice">
          Шукаємо українською: «{outcome.translatedQuery}».
        </p>
      )}
      <div id={listboxId} role="listbox" aria-label="Результати пошуку" className={styles.listbox}>
        {groups.map((group, g) => (
          <div role="group" key={`${g}-${group.section}`} aria-labelledby={`${id}-group-${g}`}>
            <div id={`${id}-group-${g}`} role="presentation" className={styles.groupTitle}>
              {group.section}
            </div>
            {group.hits.map((hit) => {
              n += 1;
              const selected = hit === activeHit;
              return (
                <Link
                  key={hit.url}
                  id={optionId(n)}
                  role="option"
                  aria-selected={selected}
                  tabIndex={-1}
                  to={hit.url}
                  className={styles.option}
                  data-active={selected || undefined}
                  onClick={() => onNavigate?.()}
                  onMouseMove={(
                    (at) => () =>
                      setActive(at)
                  )(n)}
                >
                  <span className={styles.title}>{hit.page}</span>
                  {hit.heading && (
                    <span className={styles.heading}>
                      § <Highlighted text={hit.heading} terms={hit.terms} />
                    </span>
                  )}
                  <span className={styles.snippet}>
                    <Highlighted text={hit.snippet} terms={hit.terms} />
                  </span>
                </Link>
              );
            })}
          </div>
        ))}
      </div>
      {searched && query.trim() && hits.length === 0 && (
        <div className={styles.empty} data-testid="search-empty">
          <p>
            За запитом «{query.trim()}» нічого не знайдено. Перевірте написання або спробуйте інші слова, наприклад назву послуги чи
            команди.
          </p>
          <p>Популярні статті:</p>
          <ul>
            {POPULAR_ARTICLES.map((a) => (
              <li key={a.url}>
                <Link to={a.url} onClick={() => onNavigate?.()}>
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
