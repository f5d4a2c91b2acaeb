import type { ReadModel } from '../runner/read-model.ts';
import { deskArrivalsReadModel } from './desk-arrivals/index.ts';

/** The arrival desk's read models. */
export const deskReadModels: readonly ReadModel[] = [deskArrivalsReadModel];
