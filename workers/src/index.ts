/** Background work: reactors on the log and the jobs they queue. */
export { workerContexts } from './contexts.ts';
export { type RunningWorkers, startWorkers, type WorkersOptions } from './start-workers.ts';
