import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { lodgingEvents } from './lodging.event-schemas.ts';
import {
  canKeepCenter,
  DEFAULT_BED_NUMBER,
  duplicateRoom,
  type RetreatCenterValues,
  type Room,
  roomFill,
  roomHeaderPreview,
} from './lodging.rules.ts';
import { findRoom, type RetreatCenterEvent, retreatCenterDecider } from './retreat-center.decider.ts';

const centerId = '00000000-0000-4000-8000-0000000000c0';
const branchId = '00000000-0000-4000-8000-0000000000b0';
const room: Room = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Pokój 1',
  description: '',
  beds: 3,
  roomNumber: 1,
  bedNumber: DEFAULT_BED_NUMBER,
  spaceForMattress: true,
  bathroom: ['SHOWER'],
  floor: 0,
};
const values: RetreatCenterValues = {
  name: 'Dom Rekolekcyjny',
  contact: '',
  country: 'POL',
  city: 'Kraków',
  address: '',
  description: '',
  buildings: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      name: 'Dom główny',
      photo: null,
      lift: false,
      attachments: [],
      description: '',
      rooms: [room],
    },
  ],
};
const metadata = { userId: centerId, now: '2026-11-24T10:00:00.000Z' };
const saved: RetreatCenterEvent = { type: 'RetreatCenterSaved', data: { centerId, branchId, ...values } };
const spec = deciderSpec(retreatCenterDecider);

describe('Retreat centre', () => {
  it('is saved whole, buildings and rooms in one event', () => {
    spec
      .given([])
      .when({
        type: 'SaveRetreatCenter',
        data: { centerId, branchId, ...values, expectedVersion: null },
        metadata,
      })
      .then([saved]);
  });
  it('refuses a room id used twice', () => {
    const [building] = values.buildings;
    const twice = { ...values, buildings: [{ ...building!, rooms: [room, room] }] };
    spec
      .given([])
      .when({
        type: 'SaveRetreatCenter',
        data: { centerId, branchId, ...twice, expectedVersion: null },
        metadata,
      })
      .thenThrows('DUPLICATE_ID');
  });
  it('is deleted by an event, and stays deleted', () => {
    spec
      .given([saved])
      .when({ type: 'DeleteRetreatCenter', data: { centerId }, metadata })
      .then([{ type: 'RetreatCenterDeleted', data: { centerId } }]);
    const deleted: RetreatCenterEvent = { type: 'RetreatCenterDeleted', data: { centerId } };
    spec
      .given([saved, deleted])
      .when({ type: 'DeleteRetreatCenter', data: { centerId }, metadata })
      .thenThrows('NOT_FOUND');
    spec
      .given([saved, deleted])
      .when({
        type: 'SaveRetreatCenter',
        data: { centerId, branchId, ...values, expectedVersion: null },
        metadata,
      })
      .thenThrows('NOT_FOUND');
  });
  it('is saved again only from the version it stands at; the same save again changes nothing', () => {
    const renamed = { centerId, branchId, ...values, name: 'Dom nad jeziorem' };
    spec
      .given([saved])
      .when({ type: 'SaveRetreatCenter', data: { ...renamed, expectedVersion: 1 }, metadata })
      .then([{ type: 'RetreatCenterSaved', data: renamed }]);
    // Made from the version before another save: refused, nothing lost.
    spec
      .given([saved, { type: 'RetreatCenterSaved', data: renamed }])
      .when({ type: 'SaveRetreatCenter', data: { ...saved.data, expectedVersion: 1 }, metadata })
      .thenThrows('DOCUMENT_CHANGED');
    // Saved before, so the save must say which version it was made from.
    spec
      .given([saved])
      .when({ type: 'SaveRetreatCenter', data: { ...renamed, expectedVersion: null }, metadata })
      .thenThrows('VERSION_REQUIRED');
    // What is saved already, sent again from an old version (a retried request): no event, no refusal.
    spec
      .given([saved, { type: 'RetreatCenterSaved', data: renamed }])
      .when({ type: 'SaveRetreatCenter', data: { ...renamed, expectedVersion: 1 }, metadata })
      .then([]);
  });
  it('keeps its branch', () => {
    const state = retreatCenterDecider.evolve(retreatCenterDecider.initialState(), saved);
    expect(state.status === 'kept' && state.branchId).toBe(branchId);
  });
  it('reads a centre saved before centres had branches as one of no branch', () => {
    const { branchId: _b, ...v1 } = saved.data;
    expect(lodgingEvents.upcast('RetreatCenterSaved', 1, v1)).toEqual({ ...v1, branchId: null });
    expect(lodgingEvents.version('RetreatCenterSaved')).toBe(2);
  });
  it('finds a room with its building', () => {
    const state = retreatCenterDecider.evolve(retreatCenterDecider.initialState(), saved);
    expect(findRoom(state, room.id)?.building.name).toBe('Dom główny');
    expect(findRoom(state, centerId)).toBeNull();
  });
});

describe('Rooms', () => {
  it('duplicate with the next number', () => {
    expect(duplicateRoom(room, 'copy')).toMatchObject({ id: 'copy', roomNumber: 2, beds: 3 });
  });
  it('show 90 characters of their description in the header', () => {
    expect(roomHeaderPreview('a'.repeat(90))).toHaveLength(90);
    expect([...roomHeaderPreview('ż'.repeat(120))]).toHaveLength(90);
    expect(roomHeaderPreview('ż'.repeat(120)).endsWith('…')).toBe(true);
  });
  it('are filled at their beds and overflowing beyond', () => {
    expect([roomFill(2, 3), roomFill(3, 3), roomFill(4, 3)]).toEqual(['free', 'filled', 'overflowing']);
  });
});

describe('Who keeps a centre', () => {
  const admin = { authorities: ['ADMIN'] as const, branchIds: [] };
  const branchAdmin = { authorities: ['BRANCH_ADMIN'] as const, branchIds: [branchId] };
  const servant = { authorities: ['SERVANT'] as const, branchIds: [branchId] };
  const other = '00000000-0000-4000-8000-0000000000b9';
  it("is an admin, or an admin of the centre's branch", () => {
    expect([canKeepCenter(admin, other), canKeepCenter(admin, null)]).toEqual([true, true]);
    expect([canKeepCenter(branchAdmin, branchId), canKeepCenter(branchAdmin, other)]).toEqual([true, false]);
  });
  it('is only an admin for a centre of no branch, and never a servant', () => {
    expect(canKeepCenter(branchAdmin, null)).toBe(false);
    expect(canKeepCenter(servant, branchId)).toBe(false);
  });
});
