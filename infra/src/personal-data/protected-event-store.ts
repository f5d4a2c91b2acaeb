import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../eventstore/port.ts';
import type { PersonalDataKeys } from './personal-data-keys.ts';
import { erasedSubject, markErasure, open, seal, sealedPart } from './sealed-data.ts';

/**
 * The event store as everyone uses it (`createEventStore` returns one): personal data is sealed on the
 * way in and opened on the way out, for every reader alike (the command bus folding a stream, the
 * projectors' and reactors' batches, a rebuild, anything reading the log), so no reader handles keys.
 *
 * - Append: an event the bus marked `personal` has those fields sealed with the person's key (made on
 *   first use); an event marked `erases` is appended first, then the person's key is destroyed.
 * - Read: the keys of the persons in a batch are read once for the batch; a destroyed key opens as the
 *   placeholders. A reader that meets an erasing event whose key still exists (the writer died between
 *   the append and the destruction) destroys it before opening the batch.
 */
export class ProtectedEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    readonly keys: PersonalDataKeys,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {}

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options?: { readonly expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult> {
    const subjects = events.flatMap((e) => (e.personal ? [e.personal.subject] : []));
    const keys = subjects.length > 0 ? await this.keys.forSealing(subjects) : null;
    const erasing: string[] = [];
    const stored = events.map(({ personal, erases, ...event }): NewEvent => {
      let data = event.data;
      if (personal) data = seal(data, personal, keys?.get(personal.subject) ?? null);
      if (erases) {
        data = markErasure(data, erases);
        erasing.push(erases);
      }
      return data === event.data ? event : { ...event, data };
    });
    const result = await this.inner.appendToStream(streamId, stored, options);
    // After the append, never before: a key destroyed for an erasure that then failed to append
    // would erase a person nobody decided to erase.
    await this.keys.erase(erasing);
    return result;
  }

  async readStream(...args: Parameters<EventStore['readStream']>): Promise<RecordedEvent[]> {
    return this.reveal(await this.inner.readStream(...args));
  }

  async readAll(...args: Parameters<EventStore['readAll']>): Promise<RecordedEvent[]> {
    return this.reveal(await this.inner.readAll(...args));
  }

  headPosition(): ReturnType<EventStore['headPosition']> {
    return this.inner.headPosition();
  }

  endPosition(): ReturnType<EventStore['endPosition']> {
    return this.inner.endPosition();
  }

  subscribeToAll(
    handler: (events: readonly RecordedEvent[]) => Promise<void>,
    options?: SubscribeOptions,
  ): Subscription {
    return this.inner.subscribeToAll(async (events) => handler(await this.reveal(events)), options);
  }

  async close(): Promise<void> {
    await this.inner.close();
    await this.onClose();
  }

  /** Opens a batch: one key read for all its persons (none when it carries no personal data). */
  async reveal(events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects = new Set<string>();
    const erasing = new Set<string>();
    for (const event of events) {
      const part = sealedPart(event.data);
      if (part) subjects.add(part.s);
      const erased = erasedSubject(event.data);
      if (erased) erasing.add(erased);
    }
    if (subjects.size === 0 && erasing.size === 0) return events as RecordedEvent[];
    let keys = await this.keys.read([...subjects, ...erasing]);
    const unfinished = [...erasing].filter((s) => keys.get(s) !== null);
    if (unfinished.length > 0) {
      await this.keys.erase(unfinished);
      keys = new Map([...keys, ...unfinished.map((s) => [s, null] as const)]);
    }
    return events.map((event) => {
      const data = open(event.data, keys);
      return data === event.data ? event : { ...event, data };
    });
  }
}
