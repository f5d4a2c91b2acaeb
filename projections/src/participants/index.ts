import type { ReadModel } from '../runner/read-model.ts';
import { participantMailsReadModel } from './participant-mails/index.ts';
import { participantsReadModel } from './participants/index.ts';

/** The participants context's read models. */
export const participantsReadModels: readonly ReadModel[] = [
  participantsReadModel,
  participantMailsReadModel,
];
