/**
 * The Content-Security-Policy of the site: scripts only from the site itself plus the inline
 * scripts the build emits, each allowed by its SHA-256 hash (computed at build time, so a changed
 * inline script changes the policy with it and nothing else may run inline).
 */
import {createHash} from 'node:crypto';

/** Script types a browser executes; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The bodies of the inline, executable <script> elements of an HTML document, in order. */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(typeValue)) continue;
    if (body.length === 0) continue;
    found.push(body);
  }
  return found;
}

/** The CSP source expression that allows exactly this inline script. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The distinct hash sources of all inline scripts of the given pages, sorted for stable output. */
export function scriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) for (const body of inlineScripts(html)) hashes.add(scriptHash(body));
  return [...hashes].sort();
}

/**
 * The whole policy. Styles keep 'unsafe-inline' because React writes style attributes (the
 * issue asks for strict scripts); images allow data: for the theme's inline SVG icons. No
 * upgrade-insecure-requests: the TLS server sends HSTS instead (deploy/security-headers.conf), and
 * the policy must also hold on the plain-HTTP loopback server of the tests.
 */
export function contentSecurityPolicy(hashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** An nginx include that sets $help_centre_csp, read by deploy/security-headers.conf. */
export function nginxCspInclude(policy: string): string {
  if (/["\\\n]/.test(policy)) throw new Error('A CSP with quotes, backslashes or newlines cannot be written into nginx.');
  return `# Written by plugins/csp at build time; do not edit.\nset $help_centre_csp "${policy}";\n`;
}
