import { canonicalJson } from '../common/canonical-json.ts';
import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { checkSaveVersion, type SavedFrom } from '../common/document-version.ts';
import { DomainError } from '../common/errors.ts';
import type { RetreatCenterValues } from './lodging.rules.ts';

/**
 * The branch a centre belongs to: only its branch's admins (and admins) keep it, and only its
 * branch's sessions name it. `null`: saved before centres had branches (version 1 of the event).
 */
type Owned<T> = T & { readonly branchId: string | null };
type WithId<T> = T & { readonly centerId: string };

/** A retreat centre was saved (stream `retreat-center-<id>`): the event holds it whole, buildings and rooms. */
export type RetreatCenterSaved = DomainEvent<'RetreatCenterSaved', WithId<Owned<RetreatCenterValues>>>;
/** The centre was deleted: it no longer lists; sessions that named it show no centre. */
export type RetreatCenterDeleted = DomainEvent<'RetreatCenterDeleted', { readonly centerId: string }>;
export type RetreatCenterEvent = RetreatCenterSaved | RetreatCenterDeleted;

export type SaveRetreatCenter = Command<'SaveRetreatCenter', WithId<Owned<RetreatCenterValues>> & SavedFrom>;
export type DeleteRetreatCenter = Command<'DeleteRetreatCenter', { readonly centerId: string }>;
export type RetreatCenterCommand = SaveRetreatCenter | DeleteRetreatCenter;

/** `version`: how many times the centre was saved. */
export type RetreatCenterState =
  | { readonly status: 'none'; readonly version: 0 }
  | ({ readonly status: 'kept'; readonly version: number } & Owned<RetreatCenterValues>)
  | { readonly status: 'deleted'; readonly version: number };

export const retreatCenterStream = (centerId: string): string => `retreat-center-${centerId}`;

const notFound = (centerId: string) =>
  new DomainError('NOT_FOUND', 'error.retreatCenter.notFound', { id: centerId });

/** Building and room ids are unique within a centre: rooms are assigned by id. */
function checkIds(values: RetreatCenterValues): void {
  const seen = new Set<string>();
  const once = (id: string, field: string) => {
    if (seen.has(id)) throw new DomainError('DUPLICATE_ID', 'error.retreatCenter.duplicateId', { id }, field);
    seen.add(id);
  };
  values.buildings.forEach((building, b) => {
    once(building.id, `buildings[${b}].id`);
    building.rooms.forEach((room, r) => {
      once(room.id, `buildings[${b}].rooms[${r}].id`);
    });
  });
}

const valuesOf = ({
  centerId: _id,
  ...values
}: WithId<Owned<RetreatCenterValues>>): Owned<RetreatCenterValues> => values;

const valuesWithout = ({
  status: _status,
  version: _version,
  ...values
}: Extract<RetreatCenterState, { status: 'kept' }>): Owned<RetreatCenterValues> => values;

export const retreatCenterDecider: Decider<RetreatCenterCommand, RetreatCenterEvent, RetreatCenterState> = {
  initialState: () => ({ status: 'none', version: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'RetreatCenterSaved':
        return { status: 'kept', version: state.version + 1, ...valuesOf(event.data) };
      case 'RetreatCenterDeleted':
        return state.status === 'none' ? state : { status: 'deleted', version: state.version };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SaveRetreatCenter': {
        // A deleted centre stays deleted: its id is not reused.
        if (state.status === 'deleted') throw notFound(command.data.centerId);
        const { expectedVersion, ...data } = command.data;
        checkIds(data);
        // Saved again as it stands (a second click, a retried request): nothing to check or change.
        if (state.status === 'kept' && canonicalJson(valuesOf(data)) === canonicalJson(valuesWithout(state)))
          return [];
        checkSaveVersion(expectedVersion, state.version);
        return [{ type: 'RetreatCenterSaved', data }];
      }
      case 'DeleteRetreatCenter':
        if (state.status !== 'kept') throw notFound(command.data.centerId);
        return [{ type: 'RetreatCenterDeleted', data: command.data }];
      default:
        return assertNever(command);
    }
  },
};

/** The room of a kept centre with its building, or null. */
export function findRoom(state: RetreatCenterState, roomId: string) {
  if (state.status !== 'kept') return null;
  for (const building of state.buildings) {
    const room = building.rooms.find((r) => r.id === roomId);
    if (room) return { building, room };
  }
  return null;
}
