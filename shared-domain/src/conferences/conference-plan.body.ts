import type { PlanColumn, PlanEntry } from './conference-plan.rules.ts';
import { numbered } from './conference-plan.rules.ts';

/** An entry as the HTTP answer carries it (ids as `{value}`); removed ones have no number. */
export const entryBody = (entry: PlanEntry, number: number | null) => ({
  id: { value: entry.conferenceId },
  name: entry.name,
  number,
  origins: entry.origins.map((o) => ({ id: { value: o.conferenceId }, name: o.name })),
});

/** A column as the HTTP answer carries it: numbered from 1, the removed list without numbers. */
export const columnBody = (column: PlanColumn) => ({
  level: column.level,
  lang: column.lang,
  version: column.version,
  conferences: numbered(column).map((e) => entryBody(e, e.number)),
  removed: column.removed.map((e) => entryBody(e, null)),
});

interface EntryLike {
  readonly id: { readonly value: string };
  readonly name: string;
  readonly origins: readonly { readonly id: { readonly value: string }; readonly name: string }[];
}
const entryOf = (body: EntryLike): PlanEntry => ({
  conferenceId: body.id.value,
  name: body.name,
  origins: body.origins.map((o) => ({ conferenceId: o.id.value, name: o.name })),
});

/** The answer's column back in the rules' shape (the browser's optimistic preview). */
export const columnOfBody = (body: {
  readonly level: string;
  readonly lang: string;
  readonly version: number;
  readonly conferences: readonly EntryLike[];
  readonly removed: readonly EntryLike[];
}): PlanColumn => ({
  level: body.level,
  lang: body.lang,
  version: body.version,
  entries: body.conferences.map(entryOf),
  removed: body.removed.map(entryOf),
});
