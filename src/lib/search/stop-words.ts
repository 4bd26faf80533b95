/**
 * Words that carry no meaning in a help-centre question («як», «що», «на»). Dropped from the index
 * and from queries, so «як змінити пароль» ranks by «змінити пароль». Kept short on purpose: a word
 * that can be a topic (сервер, пароль) must never be here.
 */
const WORDS = `
а або але б би бо був була були було в вам вас ви від він вона воно вони все всі вже де для до же з за зі
із й його її їх і й коли ми мене мені мій на навіщо над не ні но ну о об от по при про під після
та так там те ти то тобто тут у це цей ця ці цього чи чому що щоб як яка яке який які якщо як-то я
a an and are as at be by can do does for from how i in is it my of on or the to what when where why with
`;

export const STOP_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}
