import {
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  type JSONType,
  jsonEvent,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import {
  type AppendResult,
  comparePositions,
  type EventStore,
  type ExpectedRevision,
  LOG_START,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  refuseUnsealed,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedRevisionError,
} from '../port.ts';
import { kurrentSubscription } from './kurrent-subscription.ts';
import { isSystemEvent, toRecordedEvent, toStreamState } from './mapping.ts';

/** How far back `headPosition` looks past system events for the last event of ours. */
const HEAD_SEARCH_WINDOW = 100;

/**
 * The KurrentDB / EventStoreDB adapter of the event store port. Given a client, the store borrows
 * it; given a connection string (esdb://, kurrentdb://), it owns the client and disposes of it on
 * `close`.
 */
export class KurrentEventStore implements EventStore {
  readonly client: KurrentDBClient;
  private readonly ownsClient: boolean;
  private readonly subscriptions = new Set<Subscription>();

  constructor(clientOrUrl: KurrentDBClient | string) {
    this.ownsClient = typeof clientOrUrl === 'string';
    this.client =
      typeof clientOrUrl === 'string' ? KurrentDBClient.connectionString(clientOrUrl) : clientOrUrl;
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: { readonly expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`Stream ${streamId}: appendToStream needs at least one event`);
    refuseUnsealed(events);
    const expected = options.expectedRevision ?? 'any';
    const data = events.map((e) =>
      jsonEvent({
        id: e.id,
        type: e.type,
        data: (e.data ?? null) as JSONType,
        metadata: { ...e.metadata },
      }),
    );
    try {
      const result = await this.client.appendToStream(streamId, data, {
        streamState: toStreamState(expected),
      });
      // A client built with throwOnAppendFailure: false reports the conflict instead of throwing it.
      if (!result.success) {
        const actual = result.nextExpectedRevision < 0n ? 'no_stream' : result.nextExpectedRevision;
        throw new WrongExpectedRevisionError(streamId, expected, actual);
      }
      const position = result.position ?? (await this.positionAt(streamId, result.nextExpectedRevision));
      return { nextExpectedRevision: result.nextExpectedRevision, position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(streamId, expected, error.actualState);
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      const reading = this.client.readStream(streamId, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.fromRevision ?? (backwards ? END : START),
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      });
      for await (const resolved of reading) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? LOG_START;
    const maxCount = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    const events: RecordedEvent[] = [];
    if (maxCount <= 0) return events;
    // The server reads from a position inclusively; the port's `after` is exclusive.
    const reading = this.client.readAll({
      direction: FORWARDS,
      fromPosition: after.commit < 0n ? START : { commit: after.commit, prepare: after.prepare },
      maxCount: Math.min(maxCount + 1, Number.MAX_SAFE_INTEGER),
      filter: excludeSystemEvents(),
    });
    for await (const resolved of reading) {
      const event = resolved.event;
      if (!event || isSystemEvent(event)) continue;
      const recorded = toRecordedEvent(event);
      if (comparePositions(recorded.position, after) <= 0) continue;
      events.push(recorded);
      if (events.length >= maxCount) break;
    }
    return events;
  }

  async headPosition(): Promise<Position | null> {
    const reading = this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: HEAD_SEARCH_WINDOW,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of reading) {
      const event = resolved.event;
      if (event && !isSystemEvent(event)) return toRecordedEvent(event).position;
    }
    return null;
  }

  /** KurrentDB's `$all` is readable up to its last committed event: the end is the head. */
  endPosition(): Promise<Position | null> {
    return this.headPosition();
  }

  subscribeToAll(
    handler: (events: readonly RecordedEvent[]) => Promise<void>,
    options: SubscribeOptions = {},
  ): Subscription {
    const subscription = kurrentSubscription(this.client, handler, options);
    this.subscriptions.add(subscription);
    const forget = () => this.subscriptions.delete(subscription);
    subscription.done.then(forget, forget);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    if (this.ownsClient) await this.client.dispose();
  }

  /**
   * An idempotent repeat may be acknowledged without a position: the original event's position is
   * read back instead.
   */
  private async positionAt(streamId: string, revision: bigint): Promise<Position> {
    const [event] = await this.readStream(streamId, { fromRevision: revision, maxCount: 1 });
    return event?.position ?? LOG_START;
  }
}

export function createKurrentEventStore(clientOrUrl: KurrentDBClient | string): KurrentEventStore {
  return new KurrentEventStore(clientOrUrl);
}
