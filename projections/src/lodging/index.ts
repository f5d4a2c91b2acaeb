import type { ReadModel } from '../runner/read-model.ts';
import { retreatCentersReadModel } from './retreat-centers/index.ts';
import { roomAssignmentsReadModel } from './room-assignments/index.ts';

/** The lodging context's read models. */
export const lodgingReadModels: readonly ReadModel[] = [retreatCentersReadModel, roomAssignmentsReadModel];
