import type { Kysely } from 'kysely';
import { addSaveVersion, dropSaveVersion } from '../../runner/version-column.ts';

/** Each centre keeps its version, which an editor sends back with its save (decision 019). */
export const up = (db: Kysely<unknown>) => addSaveVersion(db, 'retreat_centers', 'retreat-center-');
export const down = (db: Kysely<unknown>) => dropSaveVersion(db, 'retreat_centers');
