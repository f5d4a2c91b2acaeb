import { randomUUID } from 'node:crypto';
import { commitBatch, ensureCheckpoint } from '@cenacle/infra/runner/checkpoint.ts';
import { waitForHead } from '@cenacle/infra/testing/wait.ts';
import { userDecider, userStream } from '@cenacle/shared-domain/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { usersProjector } from '../users/users.projection.ts';
import { peopleProjector } from './people.projection.ts';
import { emailHolder, findPerson, listPeople, namesOf } from './people.queries.ts';

let env: ProjectionEnv;
beforeAll(async () => {
  env = await createProjectionEnv('people');
});
afterAll(async () => env?.close());

const meta = () => ({ userId: randomUUID(), now: new Date().toISOString() });
const ctx = () => ({ correlationId: randomUUID(), causationId: null });
const A = randomUUID();
const B = randomUUID();

/** Applies the whole log to the people and users read models, as the runner does. */
async function project(): Promise<void> {
  // Another file's open transaction may hold the readable head back a moment.
  const end = await env.store.endPosition();
  if (end) await waitForHead(env.store, end);
  for (const projector of [peopleProjector, usersProjector]) {
    const start = await ensureCheckpoint(env.db, projector.name);
    const events = await env.store.readAll({ after: start, maxCount: 10_000 });
    await commitBatch(env.db, projector, start, events);
  }
}

async function register(email: string, authorities: ('SERVANT' | 'USER')[], branchIds: string[]) {
  const userId = randomUUID();
  const data = {
    userId,
    login: email,
    email,
    firstName: 'Maria',
    lastName: 'Zając',
    passwordHash: null,
    authorities,
    branchIds,
    langKey: 'pl' as const,
    activated: false,
  };
  await env.bus.handle(
    userDecider,
    userStream(userId),
    { type: 'RegisterUser', data, metadata: meta() },
    ctx(),
  );
  return userId;
}
/** Who acts in these tests: an administrator (the deciders judge the actor). */
const ADMIN = { id: randomUUID(), authorities: ['ADMIN'], branchIds: [] };
const edit = (userId: string, command: Parameters<typeof userDecider.decide>[0]['type'], data: object) =>
  env.bus.handle(
    userDecider,
    userStream(userId),
    { type: command, data: { userId, by: ADMIN, ...data }, metadata: meta() } as Parameters<
      typeof userDecider.decide
    >[0],
    ctx(),
  );

describe('people projection', () => {
  it('follows a servant through details, avatar, access, price, invitation and removal', async () => {
    const userId = await register('maria@example.org', ['SERVANT', 'USER'], [A, B]);
    const fileId = randomUUID();
    await edit(userId, 'EditPerson', {
      details: { firstName: 'Marysia', lastName: 'Zając', phone: '123' },
      avatarFileId: fileId,
      priceMinor: 12050,
    });
    await edit(userId, 'RecordInvitation', {});
    const tokenHash = 'a'.repeat(64);
    const expiresAt = '2999-01-01T00:00:00.000Z';
    await edit(userId, 'RequestEmailChange', { email: 'Marysia@example.org', tokenHash, expiresAt });
    await project();
    // Waiting for its confirmation, the new address is not the person's yet.
    expect(await findPerson(env.db, userId)).toMatchObject({ email: 'maria@example.org' });
    await edit(userId, 'ConfirmEmailChange', { tokenHash });
    await project();
    expect(await findPerson(env.db, userId)).toMatchObject({
      firstName: 'Marysia',
      email: 'Marysia@example.org',
      phone: '123',
      avatarFileId: fileId,
      priceMinor: 12050,
      invitationSent: true,
      activated: false,
      authorities: ['SERVANT', 'USER'],
    });
    expect(await emailHolder(env.db, 'marysia@EXAMPLE.org')).toBe(userId);
    expect((await listPeople(env.db, { branchIds: [B], authority: 'SERVANT' })).map((p) => p.id)).toContain(
      userId,
    );

    await edit(userId, 'RemoveServant', { fromBranchIds: [A] });
    await project();
    expect(
      (await listPeople(env.db, { branchIds: [A], authority: 'SERVANT' })).map((p) => p.id),
    ).not.toContain(userId);
    expect((await listPeople(env.db, { branchIds: [B], authority: 'SERVANT' })).map((p) => p.id)).toContain(
      userId,
    );
    // The account signing in reads the same access and name.
    const account = await env.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({
      first_name: 'Marysia',
      branch_ids: [B],
      authorities: ['SERVANT', 'USER'],
    });
  });

  it('lists nobody for an empty branch filter, everyone for none', async () => {
    const userId = await register('someone@example.org', ['USER'], [A]);
    await project();
    expect(await listPeople(env.db, { branchIds: [] })).toEqual([]);
    expect((await listPeople(env.db, { branchIds: null })).map((p) => p.id)).toContain(userId);
  });

  it('names many people in one go, leaving out ids nobody has', async () => {
    const [first, second] = [
      await register('pierwsza@example.org', ['SERVANT', 'USER'], [A]),
      await register('druga@example.org', ['USER'], [B]),
    ];
    await edit(second, 'EditPerson', {
      details: { firstName: 'Anna', lastName: 'Nowak', phone: null },
    });
    await project();
    const unknown = randomUUID();
    const names = await namesOf(env.db, [first, second, first, unknown]);
    expect(Object.fromEntries(names)).toEqual({ [first]: 'Maria Zając', [second]: 'Anna Nowak' });
    expect(await namesOf(env.db, [])).toEqual(new Map());
  });
});
