import type { Migration } from 'kysely';
import * as projectionCheckpoints from './0001-projection-checkpoints.ts';
import * as identity from './0002-identity.ts';
import * as organisation from './0003-organisation.ts';
import * as ledger from './0004-ledger.ts';

/**
 * Every read-model migration, imported in code rather than found by scanning a folder, so they travel
 * with any bundle and run under tsx alike. Kysely applies them in key order: keep the numeric prefix.
 */
export const readModelMigrations: Record<string, Migration> = {
  '0001-projection-checkpoints': projectionCheckpoints,
  '0002-identity': identity,
  '0003-organisation': organisation,
  '0004-ledger': ledger,
};
