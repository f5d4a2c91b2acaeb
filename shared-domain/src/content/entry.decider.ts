import { canonicalJson } from '../common/canonical-json.ts';
import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { checkSaveVersion, type SavedFrom } from '../common/document-version.ts';
import { DomainError } from '../common/errors.ts';
import type { AboutUsEntryValues, TestimonyValues } from './content.rules.ts';

/**
 * About-us entries and testimonies share one life: saved with every field, saved again, removed for
 * good (a removed one is not found). One generic decider serves both, each with its own event names.
 * A save names the version it was made from (`checkSaveVersion`); `version` counts the saves.
 */
type Saved<T extends string, V> = DomainEvent<T, V>;
type Removed<T extends string, K extends string> = DomainEvent<T, Readonly<Record<K, string>>>;

export type EntryState<V> =
  | { readonly status: 'none' | 'removed'; readonly version: number }
  | { readonly status: 'kept'; readonly values: V; readonly version: number };

interface EntryNames<S extends string, R extends string, K extends string> {
  readonly saved: S;
  readonly removed: R;
  readonly key: K;
  readonly save: string;
  readonly remove: string;
}

type EntryCommand<V, K extends string> =
  | Command<string, V & SavedFrom>
  | Command<string, Readonly<Record<K, string>>>;

function entryDecider<
  V extends Readonly<Record<K, string>>,
  S extends string,
  R extends string,
  K extends string,
>(
  names: EntryNames<S, R, K>,
  /** What a new save keeps of the stored values (the first save's date). */
  keep: (values: V, previous: V | null) => V = (values) => values,
): Decider<EntryCommand<V, K>, Saved<S, V> | Removed<R, K>, EntryState<V>> {
  const notFound = (id: string) => new DomainError('NOT_FOUND', 'error.content.notFound', { id });
  return {
    initialState: () => ({ status: 'none', version: 0 }),
    evolve(state, event) {
      if (event.type === names.saved)
        return { status: 'kept', values: event.data as V, version: state.version + 1 };
      if (event.type === names.removed) return { status: 'removed', version: state.version };
      return state;
    },
    decide(command, state) {
      const id = (command.data as Record<K, string>)[names.key];
      if (command.type === names.save) {
        if (state.status === 'removed')
          throw new DomainError('CONTENT_REMOVED', 'error.content.removed', { id });
        const { expectedVersion, ...sent } = command.data as V & SavedFrom;
        const values = keep(sent as unknown as V, state.status === 'kept' ? state.values : null);
        if (state.status === 'kept' && canonicalJson(state.values) === canonicalJson(values)) return [];
        checkSaveVersion(expectedVersion, state.version);
        return [{ type: names.saved, data: values } as Saved<S, V>];
      }
      if (command.type === names.remove) {
        if (state.status !== 'kept') throw notFound(id);
        return [{ type: names.removed, data: { [names.key]: id } } as Removed<R, K>];
      }
      return assertNever(command as never);
    },
  };
}

/** An about-us entry was saved with every field (stream `aboutUs-<id>`). */
export type AboutUsEntrySaved = DomainEvent<'AboutUsEntrySaved', AboutUsEntryValues>;
/** An about-us entry was removed from the site. */
export type AboutUsEntryRemoved = DomainEvent<'AboutUsEntryRemoved', { readonly entryId: string }>;
export type AboutUsEvent = AboutUsEntrySaved | AboutUsEntryRemoved;
export type SaveAboutUsEntry = Command<'SaveAboutUsEntry', AboutUsEntryValues & SavedFrom>;
export type RemoveAboutUsEntry = Command<'RemoveAboutUsEntry', { readonly entryId: string }>;

export const aboutUsDecider = entryDecider<
  AboutUsEntryValues,
  'AboutUsEntrySaved',
  'AboutUsEntryRemoved',
  'entryId'
>({
  saved: 'AboutUsEntrySaved',
  removed: 'AboutUsEntryRemoved',
  key: 'entryId',
  save: 'SaveAboutUsEntry',
  remove: 'RemoveAboutUsEntry',
}) as Decider<SaveAboutUsEntry | RemoveAboutUsEntry, AboutUsEvent, EntryState<AboutUsEntryValues>>;

/** A testimony as stored: its values and when it was first saved. */
export type StoredTestimony = TestimonyValues & { readonly created: string };
/** A testimony was saved with every field (stream `testimony-<id>`). */
export type TestimonySaved = DomainEvent<'TestimonySaved', StoredTestimony>;
/** A testimony was removed from the site. */
export type TestimonyRemoved = DomainEvent<'TestimonyRemoved', { readonly testimonyId: string }>;
export type TestimonyEvent = TestimonySaved | TestimonyRemoved;
/** `created` is the time of this save; a testimony saved again keeps its first one. */
export type SaveTestimony = Command<'SaveTestimony', StoredTestimony & SavedFrom>;
export type RemoveTestimony = Command<'RemoveTestimony', { readonly testimonyId: string }>;

export const testimonyDecider = entryDecider<
  StoredTestimony,
  'TestimonySaved',
  'TestimonyRemoved',
  'testimonyId'
>(
  {
    saved: 'TestimonySaved',
    removed: 'TestimonyRemoved',
    key: 'testimonyId',
    save: 'SaveTestimony',
    remove: 'RemoveTestimony',
  },
  (values, previous) => (previous ? { ...values, created: previous.created } : values),
) as Decider<SaveTestimony | RemoveTestimony, TestimonyEvent, EntryState<StoredTestimony>>;
