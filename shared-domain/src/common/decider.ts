/**
 * What every command carries besides its data: the acting user and the time of the decision.
 * A decider never reads the clock nor makes ids; they reach it here and in the command's data.
 */
export interface CommandMetadata {
  readonly userId: string;
  /** ISO-8601 instant. */
  readonly now: string;
  /** Set for a command made on a device and sent later (the arrival desk, decision 024). */
  readonly device?: DeviceCommand;
}

/**
 * A command made on a device, perhaps offline, and decided when it reaches the server: its own id
 * (applied at most once) and both clocks. The command bus writes the three into each event's metadata.
 */
export interface DeviceCommand {
  readonly commandId: string;
  /** The device's clock when the action was taken (ISO-8601). */
  readonly madeAt: string;
  /** The server's clock when the command arrived (ISO-8601). */
  readonly receivedAt: string;
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
  /**
   * Given to `evolve` by the command bus for a recorded event a device command caused (its
   * metadata's `commandId`), so that a decider can apply each command id at most once (decision 024).
   * Deciders never set it.
   */
  readonly commandId?: string;
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
