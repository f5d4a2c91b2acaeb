import type { ReadModel } from '../runner/read-model.ts';
import { responsibilitiesReadModel } from './responsibilities/index.ts';

/** The responsibilities context's read models. */
export const responsibilitiesReadModels: readonly ReadModel[] = [responsibilitiesReadModel];
