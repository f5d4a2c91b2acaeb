import type {
  LodgingWishesRequest,
  NotedWishesView,
  RoomPlannerPerson,
} from '@cenacle/shared-domain/lodging/contracts';
import { personKey } from '@cenacle/shared-domain/lodging/rules';
import { keyOf } from './room-plan.ts';

/** One person's wishes as the dialog edits them: other people by their planner key. */
export interface WishesDraft {
  readonly roommates: ReadonlySet<string>;
  readonly notWith: ReadonlySet<string>;
  readonly needsStepFree: boolean;
  /** `MALE`, `FEMALE`, or '' for "as registered" (not noted). */
  readonly gender: '' | 'MALE' | 'FEMALE';
}

const refKey = (ref: NotedWishesView['person']) => personKey(ref);

/** What was noted of a person, or nothing noted yet. */
export function draftOf(noted: readonly NotedWishesView[], person: RoomPlannerPerson): WishesDraft {
  const found = noted.find((w) => refKey(w.person) === keyOf(person));
  return {
    roommates: new Set(found?.roommates.map(refKey) ?? []),
    notWith: new Set(found?.notWith.map(refKey) ?? []),
    needsStepFree: found?.needsStepFree ?? false,
    gender: found?.gender === 'MALE' || found?.gender === 'FEMALE' ? found.gender : '',
  };
}

/** Ticks one person in one list; someone is never both a wished roommate and "not with". */
export function toggle(
  draft: WishesDraft,
  list: 'roommates' | 'notWith',
  key: string,
  on: boolean,
): WishesDraft {
  const other = list === 'roommates' ? 'notWith' : 'roommates';
  const next = new Set(draft[list]);
  const rest = new Set(draft[other]);
  if (on) {
    next.add(key);
    rest.delete(key);
  } else next.delete(key);
  return { ...draft, [list]: next, [other]: rest };
}

const toRef = (key: string) => {
  const at = key.indexOf(':');
  return { type: key.slice(0, at) as RoomPlannerPerson['type'], id: key.slice(at + 1) };
};

/** The request that notes the draft for the person. */
export function wishesRequest(
  sessionId: string,
  person: RoomPlannerPerson,
  draft: WishesDraft,
): LodgingWishesRequest {
  return {
    session: sessionId,
    person: { type: person.type, id: person.id.value },
    roommates: [...draft.roommates].map(toRef),
    notWith: [...draft.notWith].map(toRef),
    needsStepFree: draft.needsStepFree,
    gender: draft.gender === '' ? null : draft.gender,
  };
}
