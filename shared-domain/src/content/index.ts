/** The content context: the public site's CMS sections, about-us entries and testimonies. */
export * from './content.event-schemas.ts';
export * from './contracts.ts';
export * from './messages.ts';
export * from './rules.ts';
