import type { Migrations } from '@cenacle/infra/db/migrate.ts';
import type { TableName } from '@cenacle/infra/db/schema.ts';
import type { Projector } from '@cenacle/infra/runner/projector.ts';

/**
 * One read model, all in its folder (`projections/src/<context>/<read-model>/`): its tables (type
 * and migration), its projector, and the queries the API runs against it.
 */
export interface ReadModel {
  readonly projector: Projector;
  /** Named `<yyyymmdd>-<nn>-<read-model>[-<change>]`; Kysely applies them in name order. */
  readonly migrations: Migrations;
  /** Each owned table's key: a dump ordered by it compares a rebuild with the live tables. */
  readonly keys: Readonly<Partial<Record<TableName, readonly string[]>>>;
}
