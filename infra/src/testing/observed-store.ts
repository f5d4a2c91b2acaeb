import {
  type EventStore,
  type ExpectedRevision,
  type ReadStreamOptions,
  WrongExpectedRevisionError,
} from '../eventstore/port.ts';

export interface Observed {
  readonly store: EventStore;
  readonly reads: { streamId: string; options: ReadStreamOptions | undefined }[];
  readonly appends: { streamId: string; expected: ExpectedRevision | undefined; conflict: boolean }[];
}

/**
 * The real store, seen from the bus under test: every read and append goes through to PostgreSQL and
 * is written down, so a test can tell whether the bus read the stream, from where, and at which
 * revision it appended. `beforeAppend` lets "another process" append first, as a race would have it.
 */
export function observe(
  store: EventStore,
  beforeAppend: (streamId: string) => Promise<void> = async () => {},
): Observed {
  const reads: Observed['reads'] = [];
  const appends: Observed['appends'] = [];
  const observed = new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'readStream') {
        return (streamId: string, options?: ReadStreamOptions) => {
          reads.push({ streamId, options });
          return target.readStream(streamId, options);
        };
      }
      if (property === 'appendToStream') {
        return async (...args: Parameters<EventStore['appendToStream']>) => {
          const [streamId, , options] = args;
          await beforeAppend(streamId);
          try {
            const result = await target.appendToStream(...args);
            appends.push({ streamId, expected: options?.expectedRevision, conflict: false });
            return result;
          } catch (error) {
            const conflict = error instanceof WrongExpectedRevisionError;
            appends.push({ streamId, expected: options?.expectedRevision, conflict });
            throw error;
          }
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
  return { store: observed, reads, appends };
}
