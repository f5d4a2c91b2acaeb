import type { ReadModel } from '../runner/read-model.ts';
import { notesReadModel } from './notes/index.ts';

/** The notes context's read models. */
export const notesReadModels: readonly ReadModel[] = [notesReadModel];
