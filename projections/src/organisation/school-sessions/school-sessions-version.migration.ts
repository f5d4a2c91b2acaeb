import type { Kysely } from 'kysely';
import { addCountedSaveVersion, dropSaveVersion } from '../../runner/version-column.ts';

/**
 * Each session keeps its version, which an editor sends back with its save (decision 019); its
 * stream holds its public page's saves too, so a session counts its own created and changed events.
 */
export const up = (db: Kysely<unknown>) =>
  addCountedSaveVersion(db, 'school_sessions', 'session-', 'id', [
    'SchoolSessionCreated',
    'SchoolSessionChanged',
  ]);
export const down = (db: Kysely<unknown>) => dropSaveVersion(db, 'school_sessions');
