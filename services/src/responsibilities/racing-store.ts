import type { EventStore, ReadStreamOptions } from '@cenacle/infra';

/**
 * Tests only: the real store, with another writer's real append slipped in between a command's
 * read of a stream starting with `prefix` and its append (as a second API process would race it),
 * `races.remaining` times.
 */
export function racingStore(
  store: EventStore,
  prefix: string,
  races: { remaining: number },
  rival: (streamId: string) => Promise<unknown>,
): EventStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property !== 'readStream') return Reflect.get(target, property, receiver);
      return async (streamId: string, options?: ReadStreamOptions) => {
        const events = await target.readStream(streamId, options);
        if (streamId.startsWith(prefix) && races.remaining > 0) {
          races.remaining--;
          await rival(streamId);
        }
        return events;
      };
    },
  });
}
