/**
 * The highlighted HTML of the code blocks the server rendered on this page, kept as they hydrate.
 * A code block mounted again in this visit (the reader comes back to the page through a link or the
 * browser's back button) takes its lines from here instead of loading Prism.
 */
const renderedCode = new Map<string, string>();

function key(language: string | undefined, code: string): string {
  return `${language ?? ''}\n${code}`;
}

export function rememberRenderedCode(language: string | undefined, code: string, html: string): void {
  if (html) renderedCode.set(key(language, code), html);
}

export function renderedCodeFor(language: string | undefined, code: string): string | undefined {
  return renderedCode.get(key(language, code));
}
