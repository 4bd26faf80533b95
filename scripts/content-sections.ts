/**
 * Sections whose articles have been written in full: a page here below the word floor fails CI,
 * both in our own check (scripts/check-content.ts) and in the shared content report on the build.
 */
export const FULL_ARTICLE_SECTIONS: readonly string[] = [
  '/prepurchase/',
  '/services/',
  '/order/',
  '/payment/',
  '/billing-register/',
  '/billing-inside/',
  '/billing-system/',
  '/service-cancellation/',
  '/working-with-server/',
  '/apps/',
  '/additional-services/',
  '/glossary/',
  '/troubleshooting/',
];

/** Single pages held to the full bar too: the welcome page and the help-centre usage page. */
export const FULL_ARTICLE_PAGES: readonly string[] = ['/', '/markdown-page'];
