/**
 * The site's front-matter parser (docusaurus.config.ts `markdown.parseFrontMatter`): Docusaurus's
 * own, with the search phrasings taken out. Phrasings are what readers type when a page is the
 * answer, Russian included; they are for the search index only (read from the sources by
 * plugins/shared/doc-catalog.ts), and without this every doc's script chunk would carry them.
 */
import type {ParseFrontMatter} from '@docusaurus/types';

export const withoutSearchPhrasings: ParseFrontMatter = async (params) => {
  const parsed = await params.defaultParseFrontMatter(params);
  const {phrasings: _phrasings, ...frontMatter} = parsed.frontMatter;
  return {...parsed, frontMatter};
};
