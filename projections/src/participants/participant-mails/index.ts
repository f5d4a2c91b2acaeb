import type { ReadModel } from '../../runner/read-model.ts';
import * as migration from './participant-mails.migration.ts';
import { participantMailsProjector } from './participant-mails.projection.ts';
import './participant-mails.tables.ts';

export const participantMailsReadModel: ReadModel = {
  projector: participantMailsProjector,
  migrations: { '20261123-02-participant-mails': migration },
  keys: { participant_mails: ['id'], participant_mail_recipients: ['mail_id', 'participant_id'] },
};
