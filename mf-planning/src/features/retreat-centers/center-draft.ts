import type { RetreatCenter } from '@cenacle/shared-domain/lodging/contracts';
import {
  type BathroomFitting,
  DEFAULT_BED_NUMBER,
  duplicateRoom,
  type Room,
} from '@cenacle/shared-domain/lodging/rules';
import { typedWhole } from '@cenacle/shared-domain/rules';

/**
 * The centre as the modal edits it: numbers as typed (the contract names what is wrong with them),
 * and every building and room with a `key` of its own, since new ones get their ids only when the
 * centre is saved.
 */
export interface FileRef {
  readonly fileId: string;
  readonly fileName: string;
}

export interface RoomDraft {
  readonly key: string;
  /** null: a room the server has not seen yet. */
  readonly id: string | null;
  readonly name: string;
  readonly description: string;
  readonly beds: string;
  readonly roomNumber: string;
  readonly bedNumber: string;
  readonly spaceForMattress: boolean;
  readonly bathroom: readonly BathroomFitting[];
  readonly floor: string;
}

export interface BuildingDraft {
  readonly key: string;
  readonly id: string | null;
  readonly name: string;
  readonly photo: FileRef | null;
  readonly lift: boolean;
  readonly attachments: readonly FileRef[];
  readonly description: string;
  readonly rooms: readonly RoomDraft[];
}

export interface CenterFormValues {
  /** The branch that keeps the centre; '' for none (a centre saved before centres had branches). */
  readonly branchId: string;
  readonly name: string;
  readonly contact: string;
  readonly country: string;
  readonly city: string;
  readonly address: string;
  readonly description: string;
  readonly buildings: readonly BuildingDraft[];
}

let lastKey = 0;
/** A key for a building or room made in this browser (never sent: new ones go without an id). */
export const newKey = (): string => `new-${++lastKey}`;

const numberText = (value: number | null): string => (value === null ? '' : String(value));

type SavedRoom = RetreatCenter['buildings'][number]['rooms'][number];
type SavedBuilding = RetreatCenter['buildings'][number];

const roomDraft = (room: SavedRoom): RoomDraft => ({
  key: room.id.value,
  id: room.id.value,
  name: room.name,
  description: room.description,
  beds: String(room.beds),
  roomNumber: numberText(room.roomNumber),
  bedNumber: String(room.bedNumber),
  spaceForMattress: room.spaceForMattress,
  bathroom: room.bathroom,
  floor: numberText(room.floor),
});

const buildingDraft = (building: SavedBuilding): BuildingDraft => ({
  key: building.id.value,
  id: building.id.value,
  name: building.name,
  photo: building.photo,
  lift: building.lift,
  attachments: building.attachments,
  description: building.description,
  rooms: building.rooms.map(roomDraft),
});

/** The form's values for a saved centre, or the blank ones of a new centre. */
export function centerFormValues(center: RetreatCenter | null, defaultBranchId = ''): CenterFormValues {
  return {
    branchId: center ? (center.branchId?.value ?? '') : defaultBranchId,
    name: center?.name ?? '',
    contact: center?.contact ?? '',
    country: center?.country ?? '',
    city: center?.city ?? '',
    address: center?.address ?? '',
    description: center?.description ?? '',
    buildings: center?.buildings.map(buildingDraft) ?? [],
  };
}

/** A new room: nothing typed yet but the bed number, 1 (calls §9). */
export const newRoom = (key: string = newKey()): RoomDraft => ({
  key,
  id: null,
  name: '',
  description: '',
  beds: '',
  roomNumber: '',
  bedNumber: String(DEFAULT_BED_NUMBER),
  spaceForMattress: false,
  bathroom: [],
  floor: '',
});

export const newBuilding = (key: string = newKey()): BuildingDraft => ({
  key,
  id: null,
  name: '',
  photo: null,
  lift: false,
  attachments: [],
  description: '',
  rooms: [],
});

/** What the contract's RoomInput receives for a room. */
export const roomInput = (room: RoomDraft) => ({
  id: room.id ? { value: room.id } : null,
  name: room.name,
  description: room.description,
  beds: typedWhole(room.beds),
  roomNumber: typedWhole(room.roomNumber),
  bedNumber: typedWhole(room.bedNumber),
  spaceForMattress: room.spaceForMattress,
  bathroom: [...room.bathroom],
  floor: typedWhole(room.floor),
});

/** What the contract's BuildingInput receives for a building, its rooms with it. */
export const buildingInput = (building: BuildingDraft) => ({
  id: building.id ? { value: building.id } : null,
  name: building.name,
  photo: building.photo,
  lift: building.lift,
  attachments: [...building.attachments],
  description: building.description,
  rooms: building.rooms.map(roomInput),
});

/** `POST /api/retreat-center/`'s body: the whole centre; no id creates it. */
export const centerInput = (values: CenterFormValues, id: string | null) => ({
  id: id ? { value: id } : null,
  branchId: values.branchId ? { value: values.branchId } : null,
  name: values.name,
  contact: values.contact,
  country: values.country,
  city: values.city,
  address: values.address,
  description: values.description,
  buildings: values.buildings.map(buildingInput),
});

/**
 * A copy of a room right after it, its number one more (spec §5), through the domain's own rule. A
 * number that is not a whole number yet is copied as typed.
 */
export function withRoomDuplicated(
  building: BuildingDraft,
  roomKey: string,
  key: string = newKey(),
): BuildingDraft {
  const at = building.rooms.findIndex((r) => r.key === roomKey);
  const original = building.rooms[at];
  if (!original) return building;
  const number = typedWhole(original.roomNumber);
  const roomNumber =
    typeof number === 'number' || number === null
      ? numberText(duplicateRoom(asRoom(original, number), key).roomNumber)
      : original.roomNumber;
  const copy: RoomDraft = { ...original, key, id: null, roomNumber };
  return { ...building, rooms: [...building.rooms.slice(0, at + 1), copy, ...building.rooms.slice(at + 1)] };
}

const asRoom = (room: RoomDraft, roomNumber: number | null): Room => ({
  id: room.key,
  name: room.name,
  description: room.description,
  beds: 0,
  roomNumber,
  bedNumber: DEFAULT_BED_NUMBER,
  spaceForMattress: room.spaceForMattress,
  bathroom: room.bathroom,
  floor: null,
});

/** The list with `item` in place of the one of the same key, or added at the end when new. */
export function upsert<T extends { readonly key: string }>(list: readonly T[], item: T): T[] {
  return list.some((x) => x.key === item.key)
    ? list.map((x) => (x.key === item.key ? item : x))
    : [...list, item];
}

export const withoutKey = <T extends { readonly key: string }>(list: readonly T[], key: string): T[] =>
  list.filter((x) => x.key !== key);

/** Whether the values differ from those the modal opened with: the "modified" marker. */
export const isModified = (initial: CenterFormValues, current: CenterFormValues): boolean =>
  JSON.stringify(initial) !== JSON.stringify(current);

/** A building's beds and rooms, for its header and the list's totals. */
export function bedCount(rooms: readonly { readonly beds: number | string }[]): number {
  return rooms.reduce((sum, r) => {
    const beds = typeof r.beds === 'number' ? r.beds : typedWhole(r.beds);
    return sum + (typeof beds === 'number' ? beds : 0);
  }, 0);
}

/**
 * A request field's translated error as the client (`buildings.0.name`) or the server
 * (`buildings[0].photo`) names it.
 */
export function errorAt(
  error: (field: string) => string | undefined,
  path: readonly (string | number)[],
): string | undefined {
  const dotted = path.join('.');
  const bracketed = path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
  return error(dotted) ?? error(bracketed);
}
