import type { ReadModel } from '../runner/read-model.ts';
import { scheduleItemsReadModel } from './schedule-items/index.ts';

/** The schedule context's read models. */
export const scheduleReadModels: readonly ReadModel[] = [scheduleItemsReadModel];
