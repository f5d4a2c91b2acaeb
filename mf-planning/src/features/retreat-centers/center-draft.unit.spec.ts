import type { RetreatCenter } from '@cenacle/shared-domain/lodging/contracts';
import { typedWhole } from '@cenacle/shared-domain/rules';
import { describe, expect, it } from 'vitest';
import {
  type BuildingDraft,
  bedCount,
  centerFormValues,
  centerInput,
  errorAt,
  isModified,
  newBuilding,
  newRoom,
  upsert,
  withRoomDuplicated,
} from './center-draft.ts';

// Loaded as the form loads it (on demand): a static import would put zod on the page's first load.
const { RetreatCenterSaveRequestSchema } = await import('@cenacle/shared-domain/lodging/contracts');

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const saved: RetreatCenter = {
  id: { value: id(1) },
  branchId: { value: id(9) },
  version: 3,
  name: 'Dom Rekolekcyjny',
  contact: '+48 12 000 00 00',
  country: 'Polska',
  city: 'Kraków',
  address: 'ul. Długa 1',
  description: '',
  buildings: [
    {
      id: { value: id(2) },
      name: 'Dom główny',
      photo: null,
      lift: true,
      attachments: [{ fileId: id(3), fileName: 'plan.pdf' }],
      description: '',
      rooms: [
        {
          id: { value: id(4) },
          name: 'Pokój 12',
          description: 'Z widokiem',
          beds: 3,
          roomNumber: 12,
          bedNumber: 1,
          spaceForMattress: true,
          bathroom: ['SHOWER', 'TOILET'],
          floor: null,
        },
      ],
    },
  ],
};

describe('The retreat centre form', () => {
  it("keeps a saved centre's branch, gives a new one the default, and sends none as none", () => {
    expect(centerFormValues(saved, id(8)).branchId).toBe(id(9));
    expect(centerFormValues(null, id(8)).branchId).toBe(id(8));
    expect(centerFormValues({ ...saved, branchId: null }, id(8)).branchId).toBe('');
    expect(centerInput(centerFormValues(null), null).branchId).toBeNull();
  });

  it('reads typed numbers as the contract does: blank is none, whole numbers count, the rest stays text', () => {
    expect(typedWhole('  ')).toBeNull();
    expect(typedWhole(' 12 ')).toBe(12);
    expect(typedWhole('-1')).toBe(-1);
    expect(typedWhole('1.5')).toBe('1.5');
    expect(typedWhole('abc')).toBe('abc');
  });

  it('sends a saved centre back as the contract accepts it, ids kept', () => {
    const request = RetreatCenterSaveRequestSchema.parse(centerInput(centerFormValues(saved), id(1)));
    expect(request.id?.value).toBe(id(1));
    expect(request.branchId?.value).toBe(id(9));
    expect(request.buildings[0]?.id?.value).toBe(id(2));
    expect(request.buildings[0]?.rooms[0]).toEqual({
      id: { value: id(4) },
      name: 'Pokój 12',
      description: 'Z widokiem',
      beds: 3,
      roomNumber: 12,
      bedNumber: 1,
      spaceForMattress: true,
      bathroom: ['SHOWER', 'TOILET'],
      floor: null,
    });
  });

  it('gives a new room the bed number 1 and sends new buildings and rooms without ids', () => {
    const room = { ...newRoom(), name: 'Pokój 1', beds: '2' };
    expect(room.bedNumber).toBe('1');
    const building = { ...newBuilding(), name: 'Nowy', rooms: [room] };
    const request = RetreatCenterSaveRequestSchema.parse(
      centerInput({ ...centerFormValues(null), name: 'Nowy ośrodek', buildings: [building] }, null),
    );
    expect(request.id).toBeNull();
    expect(request.buildings[0]?.id).toBeNull();
    expect(request.buildings[0]?.rooms[0]).toMatchObject({
      id: null,
      beds: 2,
      bedNumber: 1,
      roomNumber: null,
    });
  });

  it('lets the contract name a room whose beds are not a whole number', () => {
    const room = { ...newRoom(), name: 'Pokój', beds: '2,5' };
    const result = RetreatCenterSaveRequestSchema.safeParse(
      centerInput(
        { ...centerFormValues(null), name: 'X', buildings: [{ ...newBuilding(), name: 'B', rooms: [room] }] },
        null,
      ),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['buildings.0.rooms.0.beds']);
  });

  it('duplicates a room right after it, its number one more and without an id', () => {
    const building = centerFormValues(saved).buildings[0] as BuildingDraft;
    const twice = withRoomDuplicated(withRoomDuplicated(building, id(4), 'copy-1'), 'copy-1', 'copy-2');
    expect(twice.rooms.map((r) => [r.key, r.id, r.roomNumber])).toEqual([
      [id(4), id(4), '12'],
      ['copy-1', null, '13'],
      ['copy-2', null, '14'],
    ]);
    expect(twice.rooms[1]).toMatchObject({ name: 'Pokój 12', beds: '3', bathroom: ['SHOWER', 'TOILET'] });
  });

  it('copies a room without a number, or with one still mistyped, as it is', () => {
    const building: BuildingDraft = {
      ...newBuilding(),
      rooms: [
        { ...newRoom('a'), roomNumber: '' },
        { ...newRoom('b'), roomNumber: '7b' },
      ],
    };
    expect(withRoomDuplicated(building, 'a', 'a2').rooms[1]?.roomNumber).toBe('');
    expect(withRoomDuplicated(building, 'b', 'b2').rooms[2]?.roomNumber).toBe('7b');
    expect(withRoomDuplicated(building, 'missing')).toBe(building);
  });

  it('is modified once a building or room saved into it differs, and not before', () => {
    const initial = centerFormValues(saved);
    expect(isModified(initial, centerFormValues(saved))).toBe(false);
    const building = initial.buildings[0] as BuildingDraft;
    const changed = { ...initial, buildings: upsert(initial.buildings, { ...building, lift: false }) };
    expect(isModified(initial, changed)).toBe(true);
    expect(changed.buildings).toHaveLength(1);
    expect(upsert(initial.buildings, newBuilding('n'))).toHaveLength(2);
  });

  it('counts beds, typed or saved, leaving out what is not a number yet', () => {
    expect(bedCount([{ beds: 3 }, { beds: '2' }, { beds: '' }, { beds: 'x' }])).toBe(5);
  });

  it('finds an error as the browser or the server names its field', () => {
    const errors: Record<string, string> = { 'buildings.0.rooms.1.beds': 'a', 'buildings[1].photo': 'b' };
    const error = (field: string) =>
      Object.entries(errors).find(([key]) => key === field || key.startsWith(`${field}.`))?.[1];
    expect(errorAt(error, ['buildings', 0, 'rooms', 1])).toBe('a');
    expect(errorAt(error, ['buildings', 1, 'photo'])).toBe('b');
    expect(errorAt(error, ['buildings', 0, 'rooms', 0])).toBeUndefined();
  });
});
