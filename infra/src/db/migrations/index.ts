import type { Migration } from 'kysely';
import * as projectionCheckpoints from './0001-projection-checkpoints.ts';
import * as authSessions from './0002-auth-sessions.ts';
import * as loginSessions from './0003-login-sessions.ts';
import * as projectionFailures from './0004-projection-failures.ts';
import * as files from './0005-files.ts';
import * as personalDataKeys from './0006-personal-data-keys.ts';

/**
 * infra's own tables (projection checkpoints and their failures, login sessions, the file store). Read models bring
 * their migrations from their folders in projections. Imported in code rather than found by scanning
 * a folder, so they travel with any bundle and run under tsx alike.
 */
export const infraMigrations: Readonly<Record<string, Migration>> = {
  '0001-projection-checkpoints': projectionCheckpoints,
  '0002-auth-sessions': authSessions,
  '0003-login-sessions': loginSessions,
  '0004-projection-failures': projectionFailures,
  '0005-files': files,
  '0006-personal-data-keys': personalDataKeys,
};
