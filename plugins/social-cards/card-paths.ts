/**
 * Each top-level section has one link-preview image (Open Graph, Twitter card), made at build time
 * by plugins/social-cards; pages at the root use the site's own card.
 */
export const SOCIAL_CARD_DIR = '/img/social';
export const SITE_CARD = 'site';

/** The section a route belongs to: its first folder, or the site card for root pages. */
export function sectionOf(route: string): string {
  const parts = route.split('/').filter(Boolean);
  return parts.length > 1 || (route.endsWith('/') && parts.length === 1) ? parts[0]! : SITE_CARD;
}

export function socialCardPath(route: string): string {
  return `${SOCIAL_CARD_DIR}/${sectionOf(route)}.png`;
}
