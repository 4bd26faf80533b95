/**
 * The routes the tests and the content report cover: the specification's list (../shared/routes.txt,
 * which this project does not edit) plus the help centre's own sections (tests/routes-extra.txt).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
export const SPEC_ROUTES_FILE = path.resolve(root, '../shared/routes.txt');
export const EXTRA_ROUTES_FILE = path.join(root, 'tests/routes-extra.txt');

/** The routes of a list file: one a line; blank lines and lines starting with # are skipped. */
export function readRouteList(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

export function extraRoutes(): string[] {
  return readRouteList(EXTRA_ROUTES_FILE);
}

/** Both lists, the specification's first, each route once. */
export function siteRoutes(): string[] {
  return [...new Set([...readRouteList(SPEC_ROUTES_FILE), ...extraRoutes()])];
}
