import type { ReadModel } from '../runner/read-model.ts';
import { conferencesReadModel } from './conferences/index.ts';

/** The conferences context's read models. */
export const conferencesReadModels: readonly ReadModel[] = [conferencesReadModel];
