import type { ReadModel } from '../runner/read-model.ts';
import { mailAccountsReadModel } from './mail-accounts/index.ts';
import { outboxReadModel } from './outbox/index.ts';

/** The mail context's read models. */
export const mailReadModels: readonly ReadModel[] = [outboxReadModel, mailAccountsReadModel];
