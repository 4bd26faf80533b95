/** A search document for unit tests: empty fields unless a test sets them. */
import type {SearchDoc} from './types';

export function testDoc(id: number, url: string, page: string, text: string, extra: Partial<SearchDoc> = {}): SearchDoc {
  return {id, url, page, section: 'Розділ', headings: '', keywords: '', phrasings: '', description: '', text, ...extra};
}
