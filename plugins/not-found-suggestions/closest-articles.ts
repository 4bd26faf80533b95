/**
 * The articles whose addresses or titles are closest to a path that was not found, for the 404
 * page: a mistyped slug (`/ssh-conect`), a page asked for under an old folder (`/faq/raid`), or
 * words of a title typed into the address (`/nextcloud-install`).
 */

export interface ArticleRef {
  route: string;
  title: string;
}

/** Edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** 1 for the same string, 0 for nothing in common. */
function similarity(a: string, b: string): number {
  if (!a || !b) return 0;
  return 1 - editDistance(a, b) / Math.max(a.length, b.length);
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);

function segments(path: string): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare the path as it was typed.
  }
  return decoded
    .toLowerCase()
    .replace(/(index)?\.html?$/, '')
    .split('/')
    .filter(Boolean);
}

function score(asked: string[], article: ArticleRef): number {
  const own = segments(article.route);
  if (own.length === 0 || asked.length === 0) return 0;
  const slug = similarity(asked.at(-1)!, own.at(-1)!);
  const path = similarity(asked.join('/'), own.join('/'));
  // How many of the typed words appear, nearly spelt, in the article's address or title.
  const typed = asked.flatMap(words);
  const known = [...own.flatMap(words), ...words(article.title)];
  const found = typed.filter((w) => known.some((k) => similarity(w, k) >= 0.75)).length;
  const wordShare = typed.length ? found / typed.length : 0;
  return Math.max(slug, path, wordShare * 0.9);
}

/** Up to `limit` articles closest to `path`, best first; none when nothing is close enough. */
export function closestArticles(path: string, articles: readonly ArticleRef[], limit = 5, threshold = 0.5): ArticleRef[] {
  const asked = segments(path);
  return articles
    .map((article) => ({article, score: score(asked, article)}))
    .filter((s) => s.score >= threshold)
    .sort((a, b) => b.score - a.score || a.article.route.length - b.article.route.length)
    .slice(0, limit)
    .map((s) => s.article);
}
