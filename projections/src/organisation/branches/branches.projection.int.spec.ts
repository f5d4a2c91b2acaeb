import { randomUUID } from 'node:crypto';
import {
  type BranchEvent,
  type BranchValues,
  branchStream,
  organisationEvents,
} from '@cenacle/shared-domain/organisation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { branchesProjector } from './branches.projection.ts';

const at = (minute: number) => `2026-11-29T09:${String(minute).padStart(2, '0')}:00.000Z`;
const krakow: BranchValues = {
  name: 'Kraków',
  country: 'POL',
  city: 'Kraków',
  active: true,
  currencySign: 'zł',
  photo: null,
  phone: null,
  email: null,
  facebook: null,
  description: null,
  longitude: null,
  latitude: null,
};

function saved(
  type: 'BranchCreated' | 'BranchUpdated',
  branchId: string,
  values: Partial<BranchValues> = {},
  minute = 0,
): GivenEvent<BranchEvent> {
  return { stream: branchStream(branchId), at: at(minute), type, data: { branchId, ...krakow, ...values } };
}
const deleted = (branchId: string, minute: number): GivenEvent<BranchEvent> => ({
  stream: branchStream(branchId),
  at: at(minute),
  type: 'BranchDeleted',
  data: { branchId },
});

function row(branchId: string, columns: Record<string, unknown> = {}) {
  return {
    id: branchId,
    version: 1,
    name: 'Kraków',
    country: 'POL',
    city: 'Kraków',
    active: true,
    currency_sign: 'zł',
    created_at: new Date(at(0)),
    photo_file_id: null,
    photo_file_name: null,
    phone: null,
    email: null,
    facebook: null,
    description: null,
    longitude: null,
    latitude: null,
    deleted: false,
    ...columns,
  };
}

describe('The branches read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<BranchEvent>(() => env, {
    projectors: [branchesProjector],
    events: organisationEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('branches');
  });
  afterAll(() => env?.close());

  it('stores an opened branch with every field at version 1', async () => {
    const branchId = randomUUID();
    const photo = { fileId: randomUUID(), fileName: 'dom.jpg' };
    await spec
      .given(
        saved('BranchCreated', branchId, {
          photo,
          phone: '+48 12 000 00 00',
          email: 'krakow@cenacle.example',
          facebook: 'https://facebook.com/cenacle.krakow',
          description: '<p>Wspólnota</p>',
          longitude: 19.94,
          latitude: 50.06,
        }),
      )
      .thenRows('branches', { id: branchId }, [
        row(branchId, {
          photo_file_id: photo.fileId,
          photo_file_name: 'dom.jpg',
          phone: '+48 12 000 00 00',
          email: 'krakow@cenacle.example',
          facebook: 'https://facebook.com/cenacle.krakow',
          description: '<p>Wspólnota</p>',
          longitude: 19.94,
          latitude: 50.06,
        }),
      ]);
  });

  it('keeps each save as it now stands, counting the saves as its version, and its first time', async () => {
    const branchId = randomUUID();
    await spec
      .given(saved('BranchCreated', branchId), saved('BranchUpdated', branchId, { city: 'Wieliczka' }, 1))
      .when(saved('BranchUpdated', branchId, { city: 'Wieliczka', active: false, currencySign: 'PLN' }, 2))
      .thenRows('branches', { id: branchId }, [
        row(branchId, { version: 3, city: 'Wieliczka', active: false, currency_sign: 'PLN' }),
      ]);
  });

  it('keeps a deleted branch, flagged, at the version of its last save', async () => {
    const branchId = randomUUID();
    await spec
      .given(
        saved('BranchCreated', branchId),
        saved('BranchUpdated', branchId, { name: 'Kraków-Płaszów' }, 1),
      )
      .when(deleted(branchId, 2))
      .thenRows('branches', { id: branchId }, [
        row(branchId, { version: 2, name: 'Kraków-Płaszów', deleted: true }),
      ]);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [kept, gone] = [randomUUID(), randomUUID()];
    const live = await spec
      .given(saved('BranchCreated', kept), saved('BranchCreated', gone, { name: 'Gdańsk' }))
      .when(saved('BranchUpdated', kept, { name: 'Kraków II' }, 1), deleted(gone, 2))
      .thenRebuildEqualsLive();
    expect(live.branches).toContainEqual(row(kept, { version: 2, name: 'Kraków II' }));
    expect(live.branches).toContainEqual(row(gone, { name: 'Gdańsk', deleted: true }));
  });
});
