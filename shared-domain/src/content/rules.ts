/** The content context's pure part (no zod): CMS sections, about-us entries, testimonies. */

export * from './cms.rules.ts';
export * from './content.rules.ts';
export * from './entry.decider.ts';
export * from './errors.ts';
export * from './info-component.decider.ts';
export * from './text.rules.ts';
export * from './video-players.rules.ts';
