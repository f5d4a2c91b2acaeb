import type { ReadModel } from '../runner/read-model.ts';
import { aboutUsReadModel } from './about-us/index.ts';
import { infoComponentVersionsReadModel } from './info-component-versions/index.ts';
import { infoComponentsReadModel } from './info-components/index.ts';
import { testimoniesReadModel } from './testimonies/index.ts';

/** The content context's read models: CMS sections and their history, about-us entries, testimonies. */
export const contentReadModels: readonly ReadModel[] = [
  infoComponentsReadModel,
  infoComponentVersionsReadModel,
  aboutUsReadModel,
  testimoniesReadModel,
];
