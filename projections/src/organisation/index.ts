import type { ReadModel } from '../runner/read-model.ts';
import { branchesReadModel } from './branches/index.ts';
import { publicSessionsReadModel } from './public-sessions/index.ts';
import { schoolLevelsReadModel } from './school-levels/index.ts';
import { schoolSessionsReadModel } from './school-sessions/index.ts';
import { sessionPricesReadModel } from './session-prices/index.ts';

/** The organisation context's read models. */
export const organisationReadModels: readonly ReadModel[] = [
  branchesReadModel,
  schoolSessionsReadModel,
  schoolLevelsReadModel,
  sessionPricesReadModel,
  publicSessionsReadModel,
];
