import type { Kysely } from 'kysely';
import { addSaveVersion, dropSaveVersion } from '../../runner/version-column.ts';

/** Each branch keeps the version of its profile, which an editor sends back with its save (decision 019). */
export const up = (db: Kysely<unknown>) => addSaveVersion(db, 'branches', 'branch-');
export const down = (db: Kysely<unknown>) => dropSaveVersion(db, 'branches');
