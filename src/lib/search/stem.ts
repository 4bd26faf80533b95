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
  return stemmed.length >= MIN_STEM ? stemmed : base;
}
