import { randomUUID } from 'node:crypto';
import { type EventStore, newEventId } from '@cenacle/infra';
import { CommandBus, type Handled } from '@cenacle/infra/commands/command-bus.ts';
import { type Command, type Decider, type DomainEvent, mergeCatalogs } from '@cenacle/shared-domain';
import type { ServicesContext } from '../context.ts';
import type { CommandInput } from '../http/command-route.ts';

/** Names of the ids the contexts' demo data share. */
export const DEMO_ADMIN = 'admin';
export const DEMO_BRANCH = 'branch';
export const DEMO_SESSION = 'session';

/** What a context's demo seed works with: the same command bus and deciders as the API. */
export interface DemoSeed {
  readonly clock: () => Date;
  /** Keys the blind index of reservations (decision 007), as the API's configuration does. */
  readonly personalDataKey: string;
  newId(): string;
  /** An id the contexts' demo data share (the demo branch, session, admin), made on first use. */
  id(name: string): string;
  /** Runs a command as the demo admin. */
  run<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: CommandInput<C>,
  ): Promise<Handled<S, E>>;
}

/**
 * Demo data for a fresh installation: each context adds its part (a branch and a session, the demo
 * accounts, a few payments), in the order of the list, through the same deciders as the API. Runs
 * only on an empty event store.
 */
export async function seedDemoData(
  store: EventStore,
  contexts: readonly ServicesContext[],
  options: { readonly personalDataKey: string; readonly clock?: () => Date },
): Promise<boolean> {
  const clock = options.clock ?? (() => new Date());
  if ((await store.headPosition()) !== null) return false;
  const bus = new CommandBus(store, newEventId, { events: mergeCatalogs(contexts.map((c) => c.events)) });
  const ids = new Map<string, string>();
  const id = (name: string) => {
    const value = ids.get(name) ?? randomUUID();
    ids.set(name, value);
    return value;
  };
  const context = { correlationId: randomUUID(), causationId: null };
  const seed: DemoSeed = {
    clock,
    personalDataKey: options.personalDataKey,
    newId: randomUUID,
    id,
    run(decider, streamId, command) {
      const metadata = { userId: id(DEMO_ADMIN), now: clock().toISOString() };
      const full = { ...command, metadata } as Parameters<typeof decider.decide>[0];
      return bus.handle(decider, streamId, full, context);
    },
  };
  for (const each of contexts) await each.seedDemo?.(seed);
  return true;
}
