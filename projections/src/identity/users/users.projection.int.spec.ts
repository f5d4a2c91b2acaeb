import { randomUUID } from 'node:crypto';
import { commitBatch, ensureCheckpoint } from '@cenacle/infra/runner/checkpoint.ts';
import { waitForHead } from '@cenacle/infra/testing/wait.ts';
import { type UserEvent, userDecider, userStream } from '@cenacle/shared-domain/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { usersProjector } from './users.projection.ts';
import { findLoginCandidate } from './users.queries.ts';

let env: ProjectionEnv;
beforeAll(async () => {
  env = await createProjectionEnv('users');
});
afterAll(async () => env?.close());

const meta = () => ({ userId: randomUUID(), now: new Date().toISOString() });
const ctx = () => ({ correlationId: randomUUID(), causationId: null });
const account = (userId: string, login: string) => ({
  userId,
  login,
  email: login,
  firstName: 'Ola',
  lastName: 'Nowak',
  passwordHash: null,
  authorities: ['USER' as const],
  branchIds: [],
  langKey: 'pl' as const,
  activated: false,
});

/** Applies the whole log to the users read model, as the runner does. */
async function project(): Promise<void> {
  // Another file's open transaction may hold the readable head back a moment.
  const end = await env.store.endPosition();
  if (end) await waitForHead(env.store, end);
  const start = await ensureCheckpoint(env.db, usersProjector.name);
  const events = await env.store.readAll({ after: start, maxCount: 10_000 });
  await commitBatch(env.db, usersProjector, start, events);
}

describe('users projection', () => {
  it('follows an account from registration through activation, password and branch', async () => {
    const userId = randomUUID();
    const branchId = randomUUID();
    const run = (command: Parameters<typeof userDecider.decide>[0]) =>
      env.bus.handle(userDecider, userStream(userId), command, ctx());
    await run({ type: 'RegisterUser', data: account(userId, 'ola@example.org'), metadata: meta() });
    await run({
      type: 'SetPasswordWithLink',
      data: {
        userId,
        passwordHash: 'hash-1',
        purpose: 'activation',
        linkIssuedAt: new Date(0).toISOString(),
      },
      metadata: meta(),
    });
    await run({ type: 'ChangePassword', data: { userId, passwordHash: 'hash-2' }, metadata: meta() });
    await run({
      type: 'SetUserBranch',
      data: { userId, branchId, by: { id: userId, authorities: ['USER'], branchIds: [] } },
      metadata: meta(),
    });
    await project();
    const row = await env.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ activated: true, password_hash: 'hash-2', branch_ids: [branchId] });
  });

  it('remembers that an account had a branch after the last one is taken away', async () => {
    const [servant, newcomer, branchId] = [randomUUID(), randomUUID(), randomUUID()];
    const run = (userId: string, command: Parameters<typeof userDecider.decide>[0]) =>
      env.bus.handle(userDecider, userStream(userId), command, ctx());
    const servantAccount = {
      ...account(servant, 'sluga@example.org'),
      authorities: ['SERVANT' as const, 'USER' as const],
      branchIds: [branchId],
    };
    await run(servant, { type: 'RegisterUser', data: servantAccount, metadata: meta() });
    await run(newcomer, {
      type: 'RegisterUser',
      data: account(newcomer, 'nowy@example.org'),
      metadata: meta(),
    });
    const admin = { id: randomUUID(), authorities: ['ADMIN' as const], branchIds: [] };
    await run(servant, {
      type: 'RemoveServant',
      data: { userId: servant, fromBranchIds: 'all', by: admin },
      metadata: meta(),
    });
    await project();
    const rows = await env.db
      .selectFrom('users')
      .select(['id', 'branch_ids', 'ever_had_branch'])
      .where('id', 'in', [servant, newcomer])
      .execute();
    expect(rows.find((r) => r.id === servant)).toMatchObject({ branch_ids: [], ever_had_branch: true });
    expect(rows.find((r) => r.id === newcomer)).toMatchObject({ branch_ids: [], ever_had_branch: false });
  });

  it('never stalls on two accounts with one login (older data than the reservations)', async () => {
    const first = randomUUID();
    const second = randomUUID();
    // Written straight to the log, as data from before the reservations could be.
    for (const [userId, timestamp] of [
      [first, '2026-01-01T10:00:00.000Z'],
      [second, '2026-01-02T10:00:00.000Z'],
    ] as const) {
      const event: UserEvent = { type: 'UserRegistered', data: account(userId, 'twin@example.org') };
      const metadata = {
        userId,
        correlationId: randomUUID(),
        causationId: null,
        timestamp,
        schemaVersion: 1,
      };
      await env.store.appendToStream(
        userStream(userId),
        [{ id: randomUUID(), type: event.type, data: event.data, metadata }],
        { expectedRevision: 'no_stream' },
      );
    }
    await project();
    const rows = await env.db
      .selectFrom('users')
      .select('id')
      .where('login', '=', 'twin@example.org')
      .execute();
    expect(rows.map((r) => r.id).sort()).toEqual([first, second].sort());
    // Signing in picks one of them, the same every time: the oldest.
    expect((await findLoginCandidate(env.db, 'TWIN@example.org'))?.id).toBe(first);
  });
});
