/**
 * Words that carry no meaning in a help-centre question («як», «що», «на»). Dropped from the index
 * and from queries, so «як змінити пароль» ranks by «змінити пароль». Kept short on purpose: a word
 * that can be a topic (сервер, пароль) must never be here.
 */
const WORDS = `
а або але б би бо був була були було в вам вас ви від він вона воно вони все всі вже де для до же з за зі
із й його її їх і й коли ми мене мені мій на навіщо над не ні но ну о об от по при про під після
можна треба потрібно хочу хочемо підкажіть підскажіть допоможіть ласка дякую добрий доброго вітаю привіт
сам сама само самі та так там те ти то тобто тут у це цей ця ці цього чи чому що щоб як яка яке який які якщо як-то я
a an and are as at be by can do does for from how i in is it my of on or the to what when where why with
`;

/**
 * Russian words that carry no topic and are not Ukrainian words: a query with one is Russian even
 * when its topic words are spelled alike in both languages («как подключиться к серверу»;
 * russian.ts). None is a Ukrainian word: «все», «уже», «через», «моя» are, so they are not here.
 */
export const RUSSIAN_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `
как что где когда почему зачем какой какая какое какие каком какую который которая которые
если или нет мне меня мой мое мои свой свое свои это этот эта эти этом этого
можно нужно надо хотим есть еще тоже также только очень после между сколько
к с со во из изза ли бы вот всех чтобы чтоб либо нибудь делать сделать сделал сделали
будет будут ваши наши
подскажите помогите пожалуйста спасибо здравствуйте добрый
и вы его оно был быть могу могут такое чем чего тот каждый своего своему какого какому
которой которого моего моей хотя более иначе сих вообще сейчас тогда здесь никак ничего нужен нужна нужны
`
    .split(/\s+/)
    .filter(Boolean),
);

export const STOP_WORDS: ReadonlySet<string> = new Set([...WORDS.split(/\s+/).filter(Boolean), ...RUSSIAN_FUNCTION_WORDS]);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}
