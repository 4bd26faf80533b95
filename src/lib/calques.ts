/**
 * Calques and Russianisms a review has found in the articles, each with the word an editor would
 * put instead. The content check refuses them in an article's prose, so a slip fixed once does not
 * come back (the way Linode's docs run Vale rules in CI). Add a pair whenever a review finds a new one.
 */
export interface Calque {
  /** Matched case-insensitively, on whole words, in prose (code and front matter are not prose). */
  pattern: RegExp;
  /** What to write instead. */
  use: string;
}

// JavaScript's \b knows only Latin letters: these look-arounds make a Cyrillic word boundary.
const START = "(?<![\\p{L}\\p{N}’'-])";
const END = "(?![\\p{L}\\p{N}’'])";
const word = (source: string) => new RegExp(`${START}(?:${source})${END}`, 'iu');

export const CALQUES: readonly Calque[] = [
  {pattern: word('по (?:SSH|SFTP|FTP|FTPS|RDP|IMAP|POP3|SMTP|TCP|UDP|HTTP|HTTPS|VNC|IPMI)'), use: '«через SSH» (через протокол)'},
  {pattern: word('по мережі'), use: '«через мережу» або «мережею»'},
  {pattern: word('таймаут\\p{L}*'), use: '«тайм-аут»'},
  {pattern: word('вкладається в рамки'), use: '«вписується в межі»'},
  {pattern: word('за замовчуванням'), use: '«типово» або «стандартно»'},
  {pattern: word('достука\\p{L}*'), use: '«під’єднатися», «дістатися»'},
  {pattern: word('перезайд\\p{L}*'), use: '«вийдіть і знову увійдіть»'},
  {pattern: word('веб-(?:інтерфейс|панел|сервер|сайт|сторінк|застосун)\\p{L}*'), use: 'разом: «вебінтерфейс», «вебсервер» (правопис 2019)'},
  {pattern: word('на протязі'), use: '«протягом»'},
  {pattern: word('співпада\\p{L}*'), use: '«збігається»'},
  {pattern: word('являє?ться'), use: '«є»'},
  {pattern: word('приймати участь'), use: '«брати участь»'},
  {pattern: word('слідуюч\\p{L}*'), use: '«наступний»'},
  {pattern: word('в відповідності|у відповідності'), use: '«відповідно до»'},
  {pattern: word('як варіант'), use: '«або», «інший спосіб»'},
];

/** Every calque in a piece of prose, as «found» → use. */
export function calquesIn(prose: string): string[] {
  return CALQUES.flatMap(({pattern, use}) => {
    const m = prose.match(pattern);
    return m ? [`«${m[0]}» → ${use}`] : [];
  });
}
