/**
 * A number and its unit joined by a plain space («10 ГБ», «5 хвилин»), which a narrow screen may
 * break across two lines. The content guide asks for a non-breaking space there, and reviewers mark
 * every miss; the content check refuses them in prose so the fix holds.
 */

// Units of size, speed, frequency and power, and of time in the forms a count takes.
const UNITS = [
  'КБ|МБ|ГБ|ТБ|ПБ|КіБ|МіБ|ГіБ|ТіБ',
  'Кбіт/с|Мбіт/с|Гбіт/с|Тбіт/с|МБ/с|ГБ/с',
  'МГц|ГГц|Вт|кВт',
  'хв|секунд[аиу]?|хвилин[аиу]?|годин[аиу]?|день|дні|днів|тиждень|тижні|тижнів|місяць|місяці|місяців|рік|роки|років',
].join('|');

// JavaScript's \b knows only Latin letters: look-arounds make the boundaries for Cyrillic.
const PLAIN_SPACED = new RegExp(`(?<![\\p{L}\\p{N}.,/-])(\\d+(?:,\\d+)?) (${UNITS})(?![\\p{L}\\p{N}])`, 'gu');

/** Every «number unit» with a plain space in a piece of prose. */
export function plainSpacedUnits(prose: string): string[] {
  return [...prose.matchAll(PLAIN_SPACED)].map((m) => m[0]);
}
