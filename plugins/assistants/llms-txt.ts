/**
 * The text of `/llms.txt` (the llms.txt proposal): the site's name, what it is, and every listed
 * article with its title, link and description, grouped by section in the sidebar's order.
 */
import {markdownCopyPath} from './markdown-copy';

export interface LlmsArticle {
  route: string;
  title: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  articles: LlmsArticle[];
}

// Line breaks go; non-breaking spaces (between a number and its unit) stay.
const oneLine = (text: string) => text.replace(/[ \t\r\n]+/g, ' ').trim();

export function llmsTxt(site: {title: string; tagline: string; url: string; note: string}, sections: readonly LlmsSection[]): string {
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.tagline)}`, '', site.note, ''];
  for (const section of sections) {
    if (section.articles.length === 0) continue;
    lines.push(`## ${section.title}`, '');
    for (const a of section.articles) {
      const link = `${site.url}${markdownCopyPath(a.route)}`;
      lines.push(`- [${oneLine(a.title)}](${link})${a.description ? `: ${oneLine(a.description)}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
