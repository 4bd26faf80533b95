import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readCatalog} from '../plugins/shared/doc-catalog';
import {extraRoutes, readRouteList, SPEC_ROUTES_FILE, siteRoutes} from './site-routes';

// The tests cover siteRoutes(); a page outside both lists would escape axe, the route and content checks.
test('every doc page is in the specification’s routes or in tests/routes-extra.txt, and back', () => {
  const listed = new Set(siteRoutes());
  const pages = readCatalog().map((d) => d.route);
  assert.deepEqual(
    pages.filter((r) => !listed.has(r)),
    [],
  );
  assert.deepEqual(
    [...listed].filter((r) => !pages.includes(r)),
    [],
  );
});

test('the extra list only adds: no route of the specification is repeated in it', () => {
  const spec = new Set(readRouteList(SPEC_ROUTES_FILE));
  assert.deepEqual(
    extraRoutes().filter((r) => spec.has(r)),
    [],
  );
});
