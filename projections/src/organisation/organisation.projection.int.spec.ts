import { randomUUID } from 'node:crypto';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitForHead } from '@cenacle/infra/testing/wait.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersProjector } from '../identity/users/users.projection.ts';
import { createBranch, createSchoolSession, registerUser } from '../testing/commands.ts';
import { dumpReadModels, tablesWithoutRows } from '../testing/dump.ts';
import { createProjectionEnv, type ProjectionEnv } from '../testing/projection-env.ts';
import { branchesProjector } from './branches/branches.projection.ts';
import { schoolSessionsProjector } from './school-sessions/school-sessions.projection.ts';

const projectors = [usersProjector, branchesProjector, schoolSessionsProjector];
const at = '2025-01-10T08:30:00.000Z';

describe('Organisation and identity read models', () => {
  let env: ProjectionEnv;
  const branchId = randomUUID();
  const sessionId = randomUUID();
  const undatedSessionId = randomUUID();
  const userId = randomUUID();

  beforeAll(async () => {
    env = await createProjectionEnv('org');
    const branch = { name: 'Kraków', country: 'POL', city: 'Kraków', active: true, currencySign: 'zł' };
    await createBranch(env.bus, branchId, branch, at);
    await createSchoolSession(
      env.bus,
      sessionId,
      {
        branchId,
        season: 'SUMMER',
        dateFrom: '2025-07-01',
        dateTo: '2025-07-14',
        levels: [{ name: 'I' }, { name: 'II' }],
      },
      at,
    );
    await createSchoolSession(
      env.bus,
      undatedSessionId,
      { branchId, season: 'WINTER', dateFrom: null, dateTo: null, levels: [] },
      at,
    );
    const last = await registerUser(
      env.bus,
      {
        userId,
        login: 'anna',
        email: 'anna@example.org',
        firstName: 'Anna',
        lastName: 'Nowak',
        passwordHash: '$argon2id$v=19$fixture',
        authorities: ['BRANCH_ADMIN', 'USER'],
        branchIds: [branchId],
        langKey: 'pl',
        activated: true,
      },
      at,
    );
    await waitForHead(env.store, last);
    await rebuildProjections(env, projectors, 'all');
  });
  afterAll(() => env?.close());

  it('projects a created branch', async () => {
    expect(await env.db.selectFrom('branches').selectAll().execute()).toEqual([
      {
        id: branchId,
        name: 'Kraków',
        country: 'POL',
        city: 'Kraków',
        active: true,
        currency_sign: 'zł',
        created_at: new Date(at),
        photo_file_id: null,
        photo_file_name: null,
        phone: null,
        email: null,
        facebook: null,
        description: null,
        longitude: null,
        latitude: null,
        deleted: false,
        version: 1,
      },
    ]);
  });

  it('projects school sessions with their dates as calendar days', async () => {
    const rows = await env.db.selectFrom('school_sessions').selectAll().orderBy('season').execute();
    expect(rows).toEqual([
      {
        id: sessionId,
        branch_id: branchId,
        season: 'SUMMER',
        date_from: '2025-07-01',
        date_to: '2025-07-14',
        levels: ['I', 'II'],
        created_at: new Date(at),
        deleted: false,
        version: 1,
      },
      {
        id: undatedSessionId,
        branch_id: branchId,
        season: 'WINTER',
        date_from: null,
        date_to: null,
        levels: [],
        created_at: new Date(at),
        deleted: false,
        version: 1,
      },
    ]);
  });

  it('projects a registered user with authorities and branches', async () => {
    expect(await env.db.selectFrom('users').selectAll().execute()).toEqual([
      {
        id: userId,
        login: 'anna',
        email: 'anna@example.org',
        first_name: 'Anna',
        last_name: 'Nowak',
        password_hash: '$argon2id$v=19$fixture',
        authorities: ['BRANCH_ADMIN', 'USER'],
        branch_ids: [branchId],
        ever_had_branch: true,
        lang_key: 'pl',
        activated: true,
        created_at: new Date(at),
      },
    ]);
  });

  it('leaves the same rows when rebuilt again', async () => {
    const before = await dumpReadModels(env.db);
    expect(tablesWithoutRows(before, projectors)).toEqual([]);
    await rebuildProjections({ ...env, batchSize: 1 }, projectors, 'all');
    expect(await dumpReadModels(env.db)).toEqual(before);
  });
});
