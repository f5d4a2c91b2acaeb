export * from './correlation.ts';
export * from './logger.ts';
export * from './mask.ts';
export * from './metrics.ts';
export * from './queues.ts';
