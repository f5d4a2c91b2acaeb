import type { ReadModel } from '../runner/read-model.ts';
import { registrationFormsReadModel } from './registration-forms/index.ts';

/** The registration context's read models. */
export const registrationReadModels: readonly ReadModel[] = [registrationFormsReadModel];
