import type { Kysely } from 'kysely';
import { addCountedSaveVersion, dropSaveVersion } from '../../runner/version-column.ts';

/**
 * Each public page keeps its version, which an editor sends back with its save (decision 019); the
 * session's stream holds the session's own events too, so a page counts its `PublicSessionSaved`.
 */
export const up = (db: Kysely<unknown>) =>
  addCountedSaveVersion(db, 'public_sessions', 'session-', 'session_id', ['PublicSessionSaved']);
export const down = (db: Kysely<unknown>) => dropSaveVersion(db, 'public_sessions');
