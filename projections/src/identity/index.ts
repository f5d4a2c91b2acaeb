import type { ReadModel } from '../runner/read-model.ts';
import { peopleReadModel } from './people/index.ts';
import { usersReadModel } from './users/index.ts';

/** The identity context's read models. */
export const identityReadModels: readonly ReadModel[] = [usersReadModel, peopleReadModel];
