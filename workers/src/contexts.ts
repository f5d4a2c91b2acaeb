import { conferencesWorkers } from './conferences/index.ts';
import type { WorkersContext } from './context.ts';
import { mailWorkers } from './mail/index.ts';
import { participantsWorkers } from './participants/index.ts';

/** Every context's background work: the one list a context with reactors or jobs adds itself to. */
export const workerContexts: readonly WorkersContext[] = [
  mailWorkers,
  participantsWorkers,
  conferencesWorkers,
];
