/**
 * After the build, hashes every inline script of the built pages and writes the nginx include
 * build-nginx/csp.conf, which sets the Content-Security-Policy that deploy/security-headers.conf
 * sends. Hashing the real output means the policy can never drift from what the pages contain.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentSecurityPolicy, nginxCspInclude, scriptHashes} from './csp';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Where the include is written: beside build/, so that nginx never serves it. */
export function cspIncludePath(siteDir: string): string {
  return path.join(siteDir, 'build-nginx', 'csp.conf');
}

export default function cspHashesPlugin(context: LoadContext): Plugin {
  return {
    name: 'csp-hashes',
    async postBuild({outDir}) {
      const pages = htmlFiles(outDir).map((file) => fs.readFileSync(file, 'utf8'));
      const hashes = scriptHashes(pages);
      const target = cspIncludePath(context.siteDir);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, nginxCspInclude(contentSecurityPolicy(hashes)));
      console.log(
        `[csp-hashes] ${hashes.length} inline script hash(es) from ${pages.length} pages → ${path.relative(context.siteDir, target)}`,
      );
    },
  };
}
