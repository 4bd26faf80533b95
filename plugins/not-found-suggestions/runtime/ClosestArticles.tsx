import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {closestArticles, type ArticleRef} from '../closest-articles';

/** Written by plugins/not-found-suggestions; fetched here so that no other page carries it. */
const INDEX_URL = '/not-found-articles.json';

/** Up to five articles closest to the address that was not found, worked out in the browser. */
export default function ClosestArticles(): ReactNode {
  const {pathname} = useLocation();
  const [suggestions, setSuggestions] = useState<ArticleRef[]>([]);
  useEffect(() => {
    let current = true;
    fetch(INDEX_URL)
      .then((response) => (response.ok ? (response.json() as Promise<ArticleRef[]>) : []))
      .then((articles) => {
        if (current) setSuggestions(closestArticles(pathname, articles));
      })
      // Without the list the page still says what the specification asks; nothing to add.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname]);
  if (suggestions.length === 0) return null;
  return (
    // The original content is its own <main>; this list is a named region just after it.
    <section className="container margin-bottom--xl" aria-labelledby="closest-articles">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h2 id="closest-articles">Можливо, ви шукали</h2>
          <ul>
            {suggestions.map((article) => (
              <li key={article.route}>
                <Link to={article.route}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
