import { randomUUID } from 'node:crypto';
import {
  lodgingEvents,
  type RetreatCenterEvent,
  type RetreatCenterSaved,
  retreatCenterStream,
} from '@cenacle/shared-domain/lodging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { retreatCentersProjector } from './retreat-centers.projection.ts';

type Values = RetreatCenterSaved['data'];
const at = (minute: number) => `2026-11-29T09:${String(minute).padStart(2, '0')}:00.000Z`;

const building = (roomId: string) => ({
  id: randomUUID(),
  name: 'Dom główny',
  photo: null,
  lift: false,
  attachments: [],
  description: '',
  rooms: [
    {
      id: roomId,
      name: 'Jedynka',
      description: '',
      beds: 2,
      roomNumber: 1,
      bedNumber: 1,
      spaceForMattress: false,
      bathroom: ['SHOWER' as const],
      floor: 0,
    },
  ],
});

function center(centerId: string, values: Partial<Values> = {}): Values {
  return {
    centerId,
    branchId: null,
    name: 'Ośrodek',
    contact: 'tel. 12 000 00 00',
    country: 'POL',
    city: 'Kraków',
    address: 'ul. Spokojna 1',
    description: '',
    buildings: [],
    ...values,
  };
}
const saved = (data: Values, minute = 0): GivenEvent<RetreatCenterEvent> => ({
  stream: retreatCenterStream(data.centerId),
  at: at(minute),
  type: 'RetreatCenterSaved',
  data,
});
const deleted = (centerId: string, minute: number): GivenEvent<RetreatCenterEvent> => ({
  stream: retreatCenterStream(centerId),
  at: at(minute),
  type: 'RetreatCenterDeleted',
  data: { centerId },
});

function row(data: Values, columns: Record<string, unknown> = {}) {
  return {
    id: data.centerId,
    branch_id: data.branchId,
    name: data.name,
    contact: data.contact,
    country: data.country,
    city: data.city,
    address: data.address,
    description: data.description,
    buildings: data.buildings,
    version: 1,
    deleted: false,
    saved_at: new Date(at(0)),
    ...columns,
  };
}

describe('The retreat centres read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<RetreatCenterEvent>(() => env, {
    projectors: [retreatCentersProjector],
    events: lodgingEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('retreat_centers');
  });
  afterAll(() => env?.close());

  it('stores a saved centre of a branch with its buildings and rooms', async () => {
    const data = center(randomUUID(), { branchId: randomUUID(), buildings: [building(randomUUID())] });
    await spec.given(saved(data)).thenRows('retreat_centers', { id: data.centerId }, [row(data)]);
  });

  it('keeps the last save, counted as its version, and when it was made', async () => {
    const centerId = randomUUID();
    const last = center(centerId, { name: 'Ośrodek B', buildings: [building(randomUUID())] });
    await spec
      .given(saved(center(centerId, { name: 'Ośrodek A' })))
      .when(saved(last, 5))
      .thenRows('retreat_centers', { id: centerId }, [row(last, { version: 2, saved_at: new Date(at(5)) })]);
  });

  it('keeps a deleted centre, flagged, at the version of its last save', async () => {
    const data = center(randomUUID());
    await spec
      .given(saved(data))
      .when(deleted(data.centerId, 3))
      .thenRows('retreat_centers', { id: data.centerId }, [row(data, { deleted: true })]);
  });

  it('reads a centre saved before centres had branches (version 1) as one of no branch', async () => {
    const { branchId: _none, ...v1 } = center(randomUUID(), { name: 'Stary ośrodek' });
    await spec
      .given({ ...saved(v1 as Values), schemaVersion: 1 })
      .thenRows('retreat_centers', { id: v1.centerId }, [row({ ...v1, branchId: null })]);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [kept, gone] = [center(randomUUID()), center(randomUUID(), { name: 'Stary' })];
    const { branchId: _none, ...old } = center(randomUUID(), { name: 'Z wersji 1' });
    const live = await spec
      .given(saved(kept), saved(gone), { ...saved(old as Values), schemaVersion: 1 })
      .when(saved({ ...kept, city: 'Wieliczka' }, 1), deleted(gone.centerId, 2))
      .thenRebuildEqualsLive();
    expect(live.retreat_centers).toContainEqual(
      row({ ...kept, city: 'Wieliczka' }, { version: 2, saved_at: new Date(at(1)) }),
    );
    expect(live.retreat_centers).toContainEqual(row(gone, { deleted: true }));
  });
});
