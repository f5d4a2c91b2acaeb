import type { ReadModel } from '../runner/read-model.ts';
import { pageVisitsReadModel } from './page-visits/index.ts';

/** The analytics context's read models. */
export const analyticsReadModels: readonly ReadModel[] = [pageVisitsReadModel];
