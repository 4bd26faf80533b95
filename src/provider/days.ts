/**
 * A number of days as Ukrainian writes it after «через» or «за»: «1 день», «3 дні», «14 днів»,
 * «21 день», with a no-break space between number and word (CONTENT-GUIDE.md). The pages once wrote
 * «3 дн.», an abbreviation an editor marks; the provider's day counts are set in facts.ts, so the
 * word must follow whatever number a provider sets there.
 */
export function daysUk(count: number): string {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  const word = lastTwo >= 11 && lastTwo <= 14 ? 'днів' : last === 1 ? 'день' : last >= 2 && last <= 4 ? 'дні' : 'днів';
  return `${count}\u00a0${word}`;
}
