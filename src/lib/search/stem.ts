/**
 * Reduces a Ukrainian word to its stem with the Snowball-style stemmer of @orama/stemmers (only the
 * Ukrainian module is imported, about 1 KB), and adds what that stemmer lacks for help-centre text:
 * imperative endings (налаштуйте, оплатіть, під’єднайтеся), which instructions use on every page.
 * Latin words (ssh, nginx, raid) and numbers are returned unchanged.
 */
import {stemmer} from '@orama/stemmers/ukrainian';
import {isCyrillic} from './normalise';

/** Imperative and reflexive endings the stemmer leaves on: налаштуйте → налашту, під’єднайтеся → підєдна. */
const IMPERATIVE = /(?:йтеся|йтесь|іться|іть|йте|ймо|йся|ись)$/;

/**
 * The suffix of verbs in -увати and their nouns, which the stemmer keeps on some forms and not on
 * others: налаштувати → налаштув, налаштування → налаштуван, but налаштуйте and налаштує → налашт.
 * Cut, so these forms of the verb are one term. Prefix matching joined them before, but a word
 * most pages use (налаштувати) is matched whole, and «налаштуйте ipv6» then missed the page whose
 * heading is «Налаштування». (Cutting the participles' -ован too ranked worse on the blind sets.)
 */
const VERB_SUFFIX = /(?:уван|ув)$/;

/** Shorter stems match too much by prefix; a word this short is kept whole. */
const MIN_STEM = 3;

/**
 * Words the stemmer joins with words of another meaning: «коштує» (costs) and «кошти» (money)
 * both stem to «кошт», so «скільки коштує айпі» found pages about refunds of money. The verb
 * is stemmed as «вартість» instead, which is what the reader asks about.
 */
const MEANING_APART: ReadonlyMap<string, string> = new Map(
  ['коштує', 'коштують', 'коштувати', 'коштуватиме', 'коштуватимуть', 'коштував', 'коштувала', 'коштувало', 'коштували'].map((w) => [
    w,
    'вартіст',
  ]),
);

export function stem(word: string): string {
  const apart = MEANING_APART.get(word);
  if (apart) return apart;
  if (!isCyrillic(word) || word.length <= MIN_STEM) return word;
  const withoutImperative = word.replace(IMPERATIVE, '');
  const base = withoutImperative.length >= MIN_STEM ? withoutImperative : word;
  const stemmed = stemmer(base);
  if (stemmed.length < MIN_STEM) return base;
  const root = stemmed.replace(VERB_SUFFIX, '');
  return root.length > MIN_STEM ? root : stemmed;
}
