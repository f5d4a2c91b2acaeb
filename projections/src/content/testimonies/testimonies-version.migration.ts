import type { Kysely } from 'kysely';
import { addSaveVersion, dropSaveVersion } from '../../runner/version-column.ts';

/** Each testimony keeps its version, which an editor sends back with its save (decision 019). */
export const up = (db: Kysely<unknown>) => addSaveVersion(db, 'testimonies', 'testimony-');
export const down = (db: Kysely<unknown>) => dropSaveVersion(db, 'testimonies');
