/**
 * Writes `/robots.txt` from the site's address: every page may be crawled, and the sitemap (which
 * leaves out the unlisted pages) is named. Unlisted pages also carry `noindex` themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl.replace(/\/$/, '')}/sitemap.xml`, ''].join('\n');
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url));
    },
  };
}
