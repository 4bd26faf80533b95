/**
 * /search?q=…: the results page, so a search can be shared as a link. The query lives in the
 * address; typing replaces it. The panel (and the index) load in the browser only.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {useHistory, useLocation} from '@docusaurus/router';

const SearchPanel = lazy(() => import(/* webpackChunkName: "search" */ '@site/src/components/Search/SearchPanel'));

function Panel(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const query = new URLSearchParams(location.search).get('q') ?? '';
  return (
    <Suspense fallback={<p>Завантаження пошуку…</p>}>
      <SearchPanel
        initialQuery={query}
        maxResults={20}
        autoFocus={!query}
        onQueryChange={(q) => history.replace({search: q ? `?q=${encodeURIComponent(q)}` : ''})}
      />
    </Suspense>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout title="Пошук" description="Пошук у довідковому центрі">
      <main className="container margin-vert--lg">
        <h1>Пошук у довідці</h1>
        <BrowserOnly fallback={<p>Завантаження пошуку…</p>}>{() => <Panel />}</BrowserOnly>
      </main>
    </Layout>
  );
}
