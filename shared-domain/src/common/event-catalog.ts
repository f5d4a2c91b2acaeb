import type { z } from 'zod';
import type { DomainEvent } from './decider.ts';
import { type PersonalDataDeclaration, type PersonalPart, personalPart } from './personal-data.ts';

/**
 * One event type's schema history. `schema` validates the current version; `upcasts[v]` turns the
 * data of version `v` into version `v + 1`, so an event written long ago reads as today's shape.
 * Events in the log are never rewritten: old versions are upcast each time they are read.
 */
export interface EventDefinition<E extends DomainEvent = DomainEvent> {
  readonly type: E['type'];
  readonly version: number;
  readonly schema: z.ZodType<E['data']>;
  readonly upcasts?: Readonly<Record<number, (data: unknown) => unknown>>;
  /**
   * The person's data this event carries (names, e-mails, logins, phones): sealed with that person's
   * key before it enters the log, read as the placeholders once the person is erased (decision 007).
   */
  readonly personalData?: PersonalDataDeclaration<E['data']>;
  /** This event erases a person: the event store destroys the key of the person it names. */
  erases?(data: E['data']): string;
}

export function defineEvent<E extends DomainEvent>(definition: EventDefinition<E>): EventDefinition<E> {
  for (let v = 1; v < definition.version; v++) {
    if (!definition.upcasts?.[v]) throw new Error(`${definition.type}: no upcast from version ${v}`);
  }
  return definition;
}

/** The event types of one context (or several), by type. */
export interface EventCatalog<E extends DomainEvent = DomainEvent> {
  readonly types: readonly E['type'][];
  /** The version written today. */
  version(type: string): number;
  /** Validates an event about to be appended; throws an EventSchemaError when it does not conform. */
  check(event: DomainEvent): E;
  /** The data of a stored event in today's shape. */
  upcast(type: string, version: number, data: unknown): unknown;
  /**
   * For a checked event whose type declares personal data: whose it is and what each personal field
   * reads as once erased (checked against the schema too); null when it carries none.
   */
  personal(event: DomainEvent): PersonalPart | null;
  /** The person an erasing event erases; null for any other event. */
  erases(event: DomainEvent): string | null;
}

/** The write side produced an event its own schema refuses: a bug, never appended. */
export class EventSchemaError extends Error {
  constructor(
    readonly type: string,
    readonly issues: readonly { path: readonly PropertyKey[]; message: string }[],
  ) {
    super(`Event ${type} does not conform to its schema: ${JSON.stringify(issues)}`);
    this.name = 'EventSchemaError';
  }
}

type EventOf<D> = D extends EventDefinition<infer E> ? E : never;

export function eventCatalog<const Ds extends readonly EventDefinition<DomainEvent>[]>(
  ...definitions: Ds
): EventCatalog<EventOf<Ds[number]>> {
  const byType = new Map<string, EventDefinition>(definitions.map((d) => [d.type, d]));
  const definition = (type: string): EventDefinition => {
    const found = byType.get(type);
    if (!found) throw new Error(`Unknown event type ${type}`);
    return found;
  };
  return {
    types: definitions.map((d) => d.type) as EventOf<Ds[number]>['type'][],
    version: (type) => definition(type).version,
    check(event) {
      const result = definition(event.type).schema.safeParse(event.data);
      if (!result.success) {
        throw new EventSchemaError(
          event.type,
          result.error.issues.map((i) => ({ path: i.path, message: i.message })),
        );
      }
      return { type: event.type, data: result.data } as EventOf<Ds[number]>;
    },
    personal(event) {
      const found = definition(event.type);
      if (!found.personalData) return null;
      const part = personalPart(found.personalData, event.data);
      if (!part) return null;
      // What the event reads as once erased must conform too, or an erasure would stop the projectors.
      const result = found.schema.safeParse({ ...(event.data as object), ...part.erased });
      if (!result.success) {
        throw new EventSchemaError(
          event.type,
          result.error.issues.map((i) => ({ path: ['(erased)', ...i.path], message: i.message })),
        );
      }
      return part;
    },
    erases(event) {
      return definition(event.type).erases?.(event.data) ?? null;
    },
    upcast(type, version, data) {
      const found = byType.get(type);
      if (!found) return data;
      let current = data;
      for (let v = version; v < found.version; v++) current = found.upcasts?.[v]?.(current) ?? current;
      return current;
    },
  };
}

/** Several contexts' catalogs as one (the command bus and the projections read every type). */
export function mergeCatalogs(catalogs: readonly EventCatalog[]): EventCatalog {
  const owner = new Map<string, EventCatalog>();
  for (const catalog of catalogs) for (const type of catalog.types) owner.set(type, catalog);
  const of = (type: string): EventCatalog => {
    const found = owner.get(type);
    if (!found) throw new Error(`Unknown event type ${type}`);
    return found;
  };
  return {
    types: [...owner.keys()],
    version: (type) => of(type).version(type),
    check: (event) => of(event.type).check(event),
    upcast: (type, version, data) => owner.get(type)?.upcast(type, version, data) ?? data,
    personal: (event) => of(event.type).personal(event),
    erases: (event) => of(event.type).erases(event),
  };
}
