/**
 * Snippets: a window of the stored text around the first matched word, cut at word boundaries,
 * with the words whose stem matched marked. Matching reuses the index's own term processing, so
 * «паролі» in the text is marked for the query «пароль».
 */
import {processTerm} from './terms';

export interface Segment {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}'’ʼ`]+/gu;

/** Splits `text` into marked and unmarked segments, keeping at most about `maxLength` characters. */
export function highlight(text: string, terms: readonly string[], maxLength = 180): Segment[] {
  const wanted = new Set(terms);
  const matches: {start: number; end: number}[] = [];
  for (const m of text.matchAll(WORD)) {
    const processed = processTerm(m[0]);
    if (processed && wanted.has(processed)) matches.push({start: m.index, end: m.index + m[0].length});
  }

  let from = 0;
  let to = text.length;
  if (text.length > maxLength) {
    const first = matches[0]?.start ?? 0;
    from = Math.max(0, first - Math.floor(maxLength / 3));
    to = Math.min(text.length, from + maxLength);
    from = Math.max(0, to - maxLength);
    // Cut at spaces so no word is shown in half.
    if (from > 0) from = text.indexOf(' ', from) + 1 || from;
    if (to < text.length) to = text.lastIndexOf(' ', to) > from ? text.lastIndexOf(' ', to) : to;
  }

  const segments: Segment[] = [];
  const push = (s: string, match: boolean) => {
    if (s) segments.push({text: s, match});
  };
  if (from > 0) push('…', false);
  let at = from;
  for (const {start, end} of matches) {
    if (start < from || end > to) continue;
    push(text.slice(at, start), false);
    push(text.slice(start, end), true);
    at = end;
  }
  push(text.slice(at, to), false);
  if (to < text.length) push('…', false);
  return segments;
}
