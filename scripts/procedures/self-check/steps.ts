/**
 * The self-check of the procedures stage: fixture pages whose name says "broken" must be reported
 * as failing, the others must pass. main.ts runs them before the site's pages.
 */
import type {PageSpec} from '../plan';

const backupKeepsHome = {
  fixtures: ['www-site'],
  checks: ['tar -tzf /root/server-backup.tar.gz | grep -qx "home/user/notes.txt"', 'gzip -t /root/server-backup.tar.gz'],
};

export const SELF_CHECK_PAGES: Readonly<Record<string, PageSpec>> = {
  '/self-check/broken-backup': {blocks: {backup: backupKeepsHome}},
  '/self-check/broken-archive-check': {blocks: {truncate: {}}},
  '/self-check/sound-backup': {blocks: {backup: backupKeepsHome}},
};
