import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './outbox.migration.ts';
import { outboxProjector } from './outbox.projection.ts';
import * as personMigration from './outbox-person.migration.ts';
import './outbox.tables.ts';

export const outboxReadModel: ReadModel = {
  projector: outboxProjector,
  migrations: { '20261123-01-mail-outbox': migration, '20261123-02-mail-outbox-person': personMigration },
  keys: { mail_outbox: ['mail_id'], mail_timeline: ['event_id'] },
};
