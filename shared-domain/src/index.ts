export * from './accounting/index.ts';
export * from './common/index.ts';
export * from './identity/index.ts';
export * from './organisation/index.ts';
