import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './outbox.migration.ts';
import { outboxProjector } from './outbox.projection.ts';
import './outbox.tables.ts';

export const outboxReadModel: ReadModel = {
  projector: outboxProjector,
  migrations: { '20261123-01-mail-outbox': migration },
  keys: { mail_outbox: ['mail_id'], mail_timeline: ['event_id'] },
};
