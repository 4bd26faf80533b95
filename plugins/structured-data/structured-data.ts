/**
 * JSON-LD for articles, where it fits (breadcrumbs come from the theme already):
 * - a how-to article (title «Як …», with numbered steps) is a HowTo with those steps;
 * - any other article titled with a question is a FAQPage with that one question, answered by the
 *   article's first paragraph, which by the house rules answers it.
 */

export interface ArticleOutline {
  title: string;
  /** Plain text of the first paragraph. */
  answer?: string;
  /** Plain text of each item of the first numbered list. */
  steps: string[];
}

type JsonLd = Record<string, unknown>;

const isHowTo = (outline: ArticleOutline) => /^як\s/i.test(outline.title) && outline.steps.length >= 2;

export function articleStructuredData(outline: ArticleOutline): JsonLd | undefined {
  const name = outline.title.trim();
  if (isHowTo(outline)) {
    return {
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name,
      ...(outline.answer && {description: outline.answer}),
      step: outline.steps.map((text, i) => ({'@type': 'HowToStep', position: i + 1, text})),
    };
  }
  if (name.endsWith('?') && outline.answer) {
    return {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{'@type': 'Question', name, acceptedAnswer: {'@type': 'Answer', text: outline.answer}}],
    };
  }
  return undefined;
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close or confuse it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
