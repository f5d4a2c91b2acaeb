/**
 * What every command carries besides its data: the acting user and the time of the decision.
 * A decider never reads the clock nor makes ids; they reach it here and in the command's data.
 */
export interface CommandMetadata {
  readonly userId: string;
  /** ISO-8601 instant. */
  readonly now: string;
}

export interface Command<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
  readonly metadata: CommandMetadata;
}

/** A domain event as the decider sees it: what happened, without storage details. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** Recorded events reach `evolve` with the metadata of the command that caused them. */
export interface EventEnvelope<E extends DomainEvent> {
  readonly event: E;
  readonly userId: string | null;
  readonly timestamp: string;
}

export interface Decider<C extends Command, E extends DomainEvent, S> {
  initialState(): S;
  evolve(state: S, event: E): S;
  /** Returns the events to append, or throws a DomainError. An empty array means nothing changes. */
  decide(command: C, state: S): E[];
}

export function fold<E extends DomainEvent, S>(
  decider: Pick<Decider<Command, E, S>, 'initialState' | 'evolve'>,
  events: readonly E[],
  from: S = decider.initialState(),
): S {
  return events.reduce(decider.evolve, from);
}

export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
