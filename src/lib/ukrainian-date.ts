/**
 * A date as the Ukrainian short form writes it, «21 лист. 2026 р.», in UTC: what
 * `Intl.DateTimeFormat('uk', {day: 'numeric', month: 'short', year: 'numeric'})` prints, from a
 * table. The browser builds an Intl formatter's locale data on first use, which cost 16 ms of the
 * hydration task on a desktop and four times that on a phone, to print a date the server's HTML
 * already holds (src/theme/LastUpdated).
 */
const MONTHS = ['січ.', 'лют.', 'бер.', 'квіт.', 'трав.', 'черв.', 'лип.', 'серп.', 'вер.', 'жовт.', 'лист.', 'груд.'];

export function shortUkrainianDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} р.`;
}
