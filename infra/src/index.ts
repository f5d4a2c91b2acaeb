export * from './commands/index.ts';
export * from './config/config.ts';
export * from './db/index.ts';
export * from './eventstore/index.ts';
export * from './personal-data/index.ts';
export * from './setup/prepare-database.ts';
export * from './testing/test-database.ts';
