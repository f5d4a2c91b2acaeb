import type { Command, Decider, DomainEvent, EventCatalog } from '@cenacle/shared-domain';
import {
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type Subscription,
  WrongExpectedRevisionError,
} from '../eventstore/port.ts';
import {
  commandDuration,
  eventStoreAppendedEvents,
  eventStoreAppends,
  timed,
} from '../observability/metrics.ts';
import { sleep } from '../runner/sleep.ts';
import { KeyedMutex } from './keyed-mutex.ts';

/**
 * How often a following bus reads the log: other processes' events reach its cache within about this
 * long (a command in between takes the refused-append path), for a read per interval, not per append.
 */
const FOLLOW_READ_INTERVAL_MS = 20;
/** How long a following bus waits before reading the log again after a failed read. */
const FOLLOW_RETRY_MS = 1_000;

/** The retries are spent and the stream still moved under us: the caller answers 409. */
export class ConcurrencyError extends Error {
  constructor(readonly streamId: string) {
    super(`Concurrent change on ${streamId}`);
    this.name = 'ConcurrencyError';
  }
}

export interface CommandContext {
  readonly correlationId: string;
  readonly causationId: string | null;
}

export interface Handled<S, E extends DomainEvent = DomainEvent> {
  /** The stream's state after the new events. */
  readonly state: S;
  /** The events the command appended (none when it changed nothing). */
  readonly events: readonly E[];
  /** Position of the last appended event; null when the command changed nothing. */
  readonly position: Position | null;
  readonly appended: number;
}

interface Cached {
  /**
   * The decider that folded `state`. A stream has one decider by design, but a state is only ever
   * reused by the decider that made it, so a second decider reading the stream can never be handed a
   * state of another shape.
   */
  readonly decider: Pick<Decider<Command, DomainEvent, unknown>, 'evolve'>;
  readonly revision: bigint;
  readonly state: unknown;
  /** performance.now() when the state was last known to be current. */
  readonly checkedAt: number;
}

export interface CommandBusOptions {
  /**
   * Appends refused on a stream that moved meanwhile, read again and decided again, before the
   * caller gets a ConcurrencyError (409). Several API processes writing one busy stream lose three
   * races in a row now and then (0–2 of 70,000 commands at 1,000/s in bench:cluster), hence five.
   */
  readonly maxRetries?: number;
  readonly cacheSize?: number;
  /**
   * The schemas of the events this bus writes and reads: every event is checked before it is appended
   * (the log never holds what a read model cannot store) and written with its current version; older
   * stored versions are upcast when a stream is read.
   */
  readonly events?: EventCatalog;
}

/**
 * Runs a command through its decider: read the stream, fold, decide, append at the revision read.
 *
 * Folded states are cached per stream (events are immutable, so a cached state plus the events
 * after its revision is the current state), and commands on the same stream are serialised in
 * this process so they do not race each other into conflicts; the expected revision still guards
 * against other processes, with a re-read and retry before giving up with a ConcurrencyError.
 */
export class CommandBus {
  private readonly cache = new Map<string, Cached>();
  /** Cached streams found written by another process since this one last wrote them (see `run`). */
  private readonly contended = new Set<string>();
  private readonly mutex = new KeyedMutex();
  private readonly maxRetries: number;
  private readonly cacheSize: number;
  private readonly events: EventCatalog | null;

  constructor(
    private readonly store: EventStore,
    /** Ids of the events appended: `newEventId` in the processes, any UUID in tests. */
    private readonly newEventId: () => string,
    options: CommandBusOptions = {},
  ) {
    this.maxRetries = options.maxRetries ?? 5;
    this.cacheSize = options.cacheSize ?? 2000;
    this.events = options.events ?? null;
  }

  /**
   * The state of a stream for write-side checks such as "which branch is this session of". With
   * `maxAgeMs`, a state this process knew to be current that recently is answered without a read.
   */
  async load<E extends DomainEvent, S>(
    decider: Pick<Decider<Command, E, S>, 'initialState' | 'evolve'>,
    streamId: string,
    options: { readonly maxAgeMs?: number } = {},
  ): Promise<{ state: S; revision: bigint | null }> {
    const cached = this.cached(decider, streamId);
    if (
      cached &&
      options.maxAgeMs !== undefined &&
      performance.now() - cached.checkedAt <= options.maxAgeMs
    ) {
      return { state: cached.state as S, revision: cached.revision };
    }
    return this.mutex.run(streamId, () => this.catchUp(decider, streamId));
  }

  /**
   * Decides on the cached state and appends at its revision without reading first: in the common
   * case this process wrote the stream last and the cache is current. When it is not, the append
   * fails on the expected revision (or the decision fails on stale state); then we catch up from
   * the store and decide again, so a stale cache never decides anything. A stream found stale that
   * way is read up to date before deciding until a read finds nothing new (several API processes
   * writing the same streams).
   */
  async handle<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    context: CommandContext,
  ): Promise<Handled<S, E>> {
    return timed(
      (seconds, outcome) => commandDuration.observe({ command: command.type, outcome }, seconds),
      () => this.run(decider, streamId, command, context),
      (error) => (error instanceof ConcurrencyError ? 'conflict' : 'rejected'),
    );
  }

  /**
   * Keeps the cached states current with the log after `after`: what other processes append to a
   * cached stream is folded in as it arrives, so that a command finds its cache current and appends
   * at once instead of being refused and reading. Events this process appended, or older than a
   * cached state, are passed over; one that does not follow its stream's cached revision is left to
   * the expected-revision check, and so is a stream whose event could not be folded (it is forgotten).
   * Following is an optimisation: when the log cannot be read (the database away), it starts again
   * `retryMs` later from where it was, and meanwhile commands take the refused-append path.
   */
  follow(
    after: Position,
    { readIntervalMs = FOLLOW_READ_INTERVAL_MS, retryMs = FOLLOW_RETRY_MS } = {},
  ): { stop(): Promise<void> } {
    const stopping = new AbortController();
    let position = after;
    let current: Subscription | null = null;
    const run = async () => {
      while (!stopping.signal.aborted) {
        current = this.store.subscribeToAll(
          async (events) => {
            for (const event of events) this.foldIn(event);
            position = (events[events.length - 1] as RecordedEvent).position;
          },
          { after: position, readIntervalMs },
        );
        // Ended without failing: stopped, here or by the store closing.
        if (
          await current.done.then(
            () => true,
            () => false,
          )
        )
          return;
        await sleep(retryMs, stopping.signal);
      }
    };
    const running = run();
    return {
      stop: async () => {
        stopping.abort();
        await current?.stop();
        await running;
      },
    };
  }

  /** Folds a logged event into its stream's cached state when it is the next one (see `follow`). */
  private foldIn(event: RecordedEvent): void {
    const entry = this.cache.get(event.streamId);
    if (!entry || event.revision !== entry.revision + 1n) return;
    let state: unknown;
    try {
      state = entry.decider.evolve(entry.state, this.domainEvent(event));
    } catch {
      this.cache.delete(event.streamId);
      return;
    }
    // Set in place: following is not a use, the stream keeps its place in the LRU order.
    this.cache.set(event.streamId, {
      decider: entry.decider,
      revision: event.revision,
      state,
      checkedAt: performance.now(),
    });
  }

  private run<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    context: CommandContext,
  ): Promise<Handled<S, E>> {
    return this.mutex.run(streamId, async () => {
      // A stream other processes write too is read up to date first: one read, instead of an append
      // refused on a stale revision and the same read after it.
      let cached = this.contended.has(streamId)
        ? undefined
        : (this.cached(decider, streamId) as { revision: bigint; state: S } | undefined);
      let conflicts = 0;
      for (;;) {
        const { state, revision } = cached ?? (await this.catchUp(decider, streamId));
        let events: E[];
        try {
          events = decider.decide(command, state);
        } catch (error) {
          if (!cached) throw error;
          cached = undefined;
          continue;
        }
        if (events.length === 0) {
          if (cached) {
            cached = undefined;
            continue;
          }
          return { state, events: [], position: null, appended: 0 };
        }
        try {
          const result = await this.store.appendToStream(
            streamId,
            this.toNewEvents(command, events, context),
            {
              expectedRevision: revision ?? 'no_stream',
            },
          );
          eventStoreAppends.inc();
          eventStoreAppendedEvents.inc(events.length);
          // Folded as a reader will fold them: with the device command's id (see `domainEvent`).
          const commandId = command.metadata.device?.commandId;
          const next = (commandId ? events.map((e) => ({ ...e, commandId })) : events).reduce(
            decider.evolve,
            state,
          );
          this.remember(streamId, {
            decider,
            revision: result.nextExpectedRevision,
            state: next,
            checkedAt: performance.now(),
          });
          return { state: next, events, position: result.position, appended: events.length };
        } catch (error) {
          if (!(error instanceof WrongExpectedRevisionError)) throw error;
          if (cached) {
            // Only the cache was behind (another process wrote): not a conflict worth a retry of its
            // own, but a sign to read this stream before deciding from now on.
            this.contended.add(streamId);
            cached = undefined;
            continue;
          }
          conflicts++;
          if (conflicts > this.maxRetries) throw new ConcurrencyError(streamId);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * conflicts));
        }
      }
    });
  }

  /**
   * The events as the store takes them: checked, at today's version, and marked with the personal data
   * their declaration names (the store seals it) or the person they erase (the store destroys the key).
   */
  private toNewEvents(command: Command, events: readonly DomainEvent[], context: CommandContext): NewEvent[] {
    const device = command.metadata.device;
    return events.map((event) => {
      const checked = this.events ? this.events.check(event) : event;
      const personal = this.events?.personal(checked) ?? null;
      const erases = this.events?.erases(checked) ?? null;
      return {
        id: this.newEventId(),
        type: event.type,
        data: checked.data,
        metadata: {
          userId: command.metadata.userId,
          correlationId: context.correlationId,
          causationId: context.causationId,
          timestamp: command.metadata.now,
          schemaVersion: this.events?.version(event.type) ?? 1,
          ...(device
            ? { commandId: device.commandId, madeAt: device.madeAt, receivedAt: device.receivedAt }
            : {}),
        },
        ...(personal ? { personal } : {}),
        ...(erases ? { erases } : {}),
      };
    });
  }

  private async catchUp<E extends DomainEvent, S>(
    decider: Pick<Decider<Command, E, S>, 'initialState' | 'evolve'>,
    streamId: string,
  ): Promise<{ state: S; revision: bigint | null }> {
    const cached = this.cached(decider, streamId);
    let state = (cached?.state as S | undefined) ?? decider.initialState();
    let revision: bigint | null = cached?.revision ?? null;
    const events: RecordedEvent[] = await this.store.readStream(
      streamId,
      revision === null ? {} : { fromRevision: revision + 1n },
    );
    // Read first and nothing new: this process is the stream's only writer again, for now.
    if (events.length === 0) this.contended.delete(streamId);
    for (const event of events) {
      state = decider.evolve(state, this.domainEvent(event) as E);
      revision = event.revision;
    }
    if (revision !== null)
      this.remember(streamId, { decider, revision, state, checkedAt: performance.now() });
    return { state, revision };
  }

  /** A stored event as deciders fold it: at today's version, with the device command that caused it. */
  private domainEvent(event: RecordedEvent): DomainEvent {
    const data = this.events
      ? this.events.upcast(event.type, event.metadata.schemaVersion, event.data)
      : event.data;
    const commandId = event.metadata.commandId;
    return (commandId ? { type: event.type, data, commandId } : { type: event.type, data }) as DomainEvent;
  }

  private cached(decider: object, streamId: string): Cached | undefined {
    const entry = this.cache.get(streamId);
    return entry?.decider === decider ? entry : undefined;
  }

  private remember(streamId: string, entry: Cached): void {
    this.cache.delete(streamId);
    this.cache.set(streamId, entry);
    if (this.cache.size > this.cacheSize) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) {
        this.cache.delete(oldest);
        this.contended.delete(oldest);
      }
    }
  }
}
