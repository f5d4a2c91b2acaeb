import type { DomainEvent, EventCatalog } from '@cenacle/shared-domain';
import type { Transaction } from 'kysely';
import type { Database, TableName } from '../db/schema.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import type { Projector, Recorded } from './projector.ts';

/** Compiles only when `handles` names every type of the event union E, and nothing else. */
type EveryType<E extends DomainEvent, H extends readonly string[]> = [Exclude<E['type'], H[number]>] extends [
  never,
]
  ? H
  : { readonly missing: Exclude<E['type'], H[number]> };

export interface ProjectorDefinition<E extends DomainEvent, H extends readonly E['type'][]> {
  readonly name: string;
  readonly handles: EveryType<E, H>;
  /** The tables it owns: a rebuild empties exactly these. */
  readonly tables: readonly TableName[];
  /** The schema history of the events it handles: older versions are upcast before `apply`. */
  readonly events: EventCatalog;
  /** Writes its tables (a reactor with no tables leaves it out). */
  apply?(trx: Transaction<Database>, events: readonly Recorded<E>[]): Promise<void>;
  /** A reactor's side effects, outside the checkpoint's transaction (see Projector.react). */
  react?(events: readonly Recorded<E>[]): Promise<void>;
}

/**
 * A typed projector: `defineProjector<LedgerEvent>()({ handles: [...] })` fails to compile when
 * `handles` misses a type of the union or names one outside it, and `apply` and `react` receive the
 * union's events in today's schema version (stored older versions are upcast on the way in).
 */
export function defineProjector<E extends DomainEvent>() {
  return <const H extends readonly E['type'][]>(definition: ProjectorDefinition<E, H>): Projector => {
    const { events: catalog } = definition;
    const upcast = (event: RecordedEvent): RecordedEvent => {
      const version = event.metadata.schemaVersion;
      if (version >= catalog.version(event.type)) return event;
      return { ...event, data: catalog.upcast(event.type, version, event.data) };
    };
    // The runner only hands over the types in `handles`, which are the union's (checked above).
    const current = (events: readonly RecordedEvent[]) =>
      events.map(upcast) as readonly RecordedEvent[] as unknown as readonly Recorded<E>[];
    const { apply, react } = definition;
    return {
      name: definition.name,
      handles: definition.handles as readonly string[],
      tables: definition.tables,
      apply: async (trx, events) => apply?.(trx, current(events)),
      ...(react ? { react: (events: readonly RecordedEvent[]) => react(current(events)) } : {}),
    };
  };
}
