import type { Kysely } from 'kysely';
import { addSaveVersion, dropSaveVersion } from '../../runner/version-column.ts';

/** Each entry keeps its version, which an editor sends back with its save (decision 019). */
export const up = (db: Kysely<unknown>) => addSaveVersion(db, 'about_us_entries', 'aboutUs-');
export const down = (db: Kysely<unknown>) => dropSaveVersion(db, 'about_us_entries');
