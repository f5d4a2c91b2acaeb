import type { ReadModel } from '../runner/read-model.ts';
import { conferencePlansReadModel } from './conference-plans/index.ts';
import { conferencesReadModel } from './conferences/index.ts';

/** The conferences context's read models. */
export const conferencesReadModels: readonly ReadModel[] = [conferencesReadModel, conferencePlansReadModel];
