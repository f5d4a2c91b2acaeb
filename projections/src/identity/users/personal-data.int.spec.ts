import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import {
  createPostgresEventStore,
  type PostgresEventStore,
} from '@cenacle/infra/eventstore/postgres/index.ts';
import { DEVELOPMENT_PERSONAL_DATA_KEY, deriveMasterKey } from '@cenacle/infra/personal-data/crypto.ts';
import { PersonalDataKeys } from '@cenacle/infra/personal-data/personal-data-keys.ts';
import { ProtectedEventStore } from '@cenacle/infra/personal-data/protected-event-store.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitFor, waitForHead } from '@cenacle/infra/testing/wait.ts';
import { ERASED_MARK } from '@cenacle/shared-domain';
import {
  personDecider,
  personStream,
  type UserRegistered,
  userStream,
} from '@cenacle/shared-domain/identity';
import { mailDecider, mailStream } from '@cenacle/shared-domain/mail';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxProjector } from '../../mail/outbox/outbox.projection.ts';
import { registerUser, TREASURER_ID, testEvents } from '../../testing/commands.ts';
import { dumpReadModels } from '../../testing/dump.ts';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { testRunners } from '../../testing/test-runners.ts';
import { usersProjector } from './users.projection.ts';

const projectors = [usersProjector, outboxProjector];
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute)).toISOString();
const ctx = () => ({ correlationId: randomUUID(), causationId: null });

function person(login: string, firstName: string, lastName: string): UserRegistered['data'] {
  return {
    userId: randomUUID(),
    login,
    email: `${login}@example.org`,
    firstName,
    lastName,
    passwordHash: '$argon2id$stand-in',
    authorities: ['USER'],
    branchIds: [],
    langKey: 'pl',
    activated: true,
  };
}

/** The raw `data` column of a stream's events, as a database dump shows it. */
async function storedData(env: ProjectionEnv, streamId: string): Promise<string> {
  const { rows } = await sql<{ data: string }>`
    SELECT data::text AS data FROM events WHERE stream_id = ${streamId} ORDER BY stream_version`.execute(
    env.db,
  );
  return rows.map((r) => r.data).join('\n');
}

describe('Personal data in the log', () => {
  let env: ProjectionEnv;
  let bare: PostgresEventStore;
  const runners = testRunners(() => env);
  const zofia = person('zofia.k', 'Zofia', 'Kwiatkowska');
  const old = person('stary.v1', 'Stanisław', 'Starodawny');
  const mailId = randomUUID();

  beforeAll(async () => {
    env = await createProjectionEnv('pii');
    bare = await createPostgresEventStore(env.url);
    await registerUser(env.bus, zofia, at(1));
    // A registration written before sealing existed: version 1, plaintext, straight into the log.
    await bare.appendToStream(userStream(old.userId), [
      {
        id: randomUUID(),
        type: 'UserRegistered',
        data: old,
        metadata: {
          userId: TREASURER_ID,
          correlationId: randomUUID(),
          causationId: null,
          timestamp: at(2),
          schemaVersion: 1,
        },
      },
    ]);
    const meta = { userId: TREASURER_ID, now: at(3) };
    const stream = mailStream(mailId);
    const request = {
      mailId,
      personId: zofia.userId,
      recipient: zofia.email,
      language: 'pl' as const,
      template: 'activation' as const,
      params: { name: 'Zofia', link: 'https://cenacle.test/activation/x' },
      branchId: null,
    };
    await env.bus.handle(mailDecider, stream, { type: 'RequestMail', data: request, metadata: meta }, ctx());
    const queued = {
      mailId,
      personId: zofia.userId,
      subject: 'Witaj Zofia',
      text: 'Zofia…',
      html: '<p>Zofia</p>',
    };
    await env.bus.handle(mailDecider, stream, { type: 'QueueMail', data: queued, metadata: meta }, ctx());
    const refused = {
      mailId,
      personId: zofia.userId,
      attempt: 1,
      smtpResponse: `550 <${zofia.email}>: no such user`,
      final: true,
    };
    await env.bus.handle(
      mailDecider,
      stream,
      { type: 'RecordMailDeliveryFailed', data: refused, metadata: meta },
      ctx(),
    );
  });
  afterAll(async () => {
    await runners.stopAll();
    await bare?.close();
    await env?.close();
  });

  it('stores no plaintext personal field of a new event, yet every reader sees the plaintext', async () => {
    const stored = await storedData(env, userStream(zofia.userId));
    for (const value of [zofia.login, zofia.email, zofia.firstName, zofia.lastName]) {
      expect(stored).not.toContain(value);
    }
    expect(stored).toContain('"$pd"');
    expect(await storedData(env, mailStream(mailId))).not.toMatch(/Zofia|zofia/);
    const [read] = await env.store.readStream(userStream(zofia.userId));
    expect(read?.data).toEqual(zofia);
    expect(read?.metadata.schemaVersion).toBe(2);
  });

  it('refuses personal data on a bare adapter rather than store it in plaintext', async () => {
    const bareBus = new CommandBus(bare, randomUUID, { events: testEvents });
    await expect(registerUser(bareBus, person('x.bare', 'Xawery', 'Goły'), at(4))).rejects.toThrow(
      /carries personal data/,
    );
  });

  it('projects the sealed and the old plaintext registrations alike', async () => {
    const runner = runners.start({ projectors });
    const head = await env.store.endPosition();
    if (head) await waitForHead(env.store, head);
    await expect
      .poll(
        () =>
          env.db
            .selectFrom('users')
            .select('id')
            .execute()
            .then((r) => r.length),
        { timeout: 15_000 },
      )
      .toBe(2);
    await expect
      .poll(() => env.db.selectFrom('mail_outbox').select('subject').executeTakeFirst(), { timeout: 15_000 })
      .toEqual({ subject: 'Witaj Zofia' });
    const rows = await env.db.selectFrom('users').selectAll().orderBy('login').execute();
    expect(rows.map((r) => [r.login, r.first_name, r.last_name])).toEqual([
      [old.login, old.firstName, old.lastName],
      [zofia.login, zofia.firstName, zofia.lastName],
    ]);
    await runners.stop(runner);
  });

  describe('when a person is erased', () => {
    let live: Record<string, unknown[]>;

    beforeAll(async () => {
      const runner = runners.start({ projectors });
      const { position } = await env.bus.handle(
        personDecider,
        personStream(zofia.userId),
        {
          type: 'ErasePerson',
          data: { personId: zofia.userId },
          metadata: { userId: TREASURER_ID, now: at(9) },
        },
        ctx(),
      );
      if (!position) throw new Error('nothing erased');
      await waitFor('the erased user row', async () => {
        const row = await env.db
          .selectFrom('users')
          .select('first_name')
          .where('id', '=', zofia.userId)
          .executeTakeFirst();
        return row?.first_name === ERASED_MARK;
      });
      await waitFor('the erased mail', async () => {
        const row = await env.db.selectFrom('mail_outbox').select('recipient').executeTakeFirst();
        return row?.recipient === `${zofia.userId}@erased.invalid`;
      });
      await runners.stop(runner);
      live = await dumpReadModels(env.db);
    });

    it('destroys the key: its bytes are gone and the erasure is stamped', async () => {
      const row = await sql<{ key: Buffer | null; erased_at: Date | null }>`
        SELECT key, erased_at FROM personal_data_keys WHERE subject_id = ${zofia.userId}`.execute(env.db);
      expect(row.rows).toEqual([{ key: null, erased_at: expect.any(Date) }]);
    });

    it('blanks the live rows, and a rebuild from the log gives the same rows', async () => {
      const user = live.users?.find((u) => (u as { id: string }).id === zofia.userId);
      expect(user).toMatchObject({
        login: `erased-${zofia.userId}`,
        email: `${zofia.userId}@erased.invalid`,
        first_name: ERASED_MARK,
        last_name: ERASED_MARK,
        password_hash: null,
        activated: false,
      });
      const answers = live.mail_timeline?.map(
        (row) => (row as { smtp_response: string | null }).smtp_response,
      );
      expect(answers).toContain(ERASED_MARK);
      expect(JSON.stringify(live)).not.toMatch(/zofia|Zofia|Kwiatkowska/);
      expect(live.mail_outbox?.[0]).toMatchObject({
        person_id: zofia.userId,
        subject: ERASED_MARK,
        text_body: ERASED_MARK,
        html_body: ERASED_MARK,
      });
      await rebuildProjections(env, projectors, 'all');
      expect(await dumpReadModels(env.db)).toEqual(live);
      // The other person is untouched.
      const other = await env.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', old.userId)
        .executeTakeFirst();
      expect(other?.first_name).toBe(old.firstName);
    });

    it('reads every event of the person as the placeholders, and erasing again changes nothing', async () => {
      const [read] = await env.store.readStream(userStream(zofia.userId));
      expect(read?.data).toMatchObject({ firstName: ERASED_MARK, email: `${zofia.userId}@erased.invalid` });
      const again = await env.bus.handle(
        personDecider,
        personStream(zofia.userId),
        {
          type: 'ErasePerson',
          data: { personId: zofia.userId },
          metadata: { userId: TREASURER_ID, now: at(10) },
        },
        ctx(),
      );
      expect(again.appended).toBe(0);
    });
  });

  it('finishes an erasure whose writer died between the event and the key destruction', async () => {
    const piotr = person('piotr.crash', 'Piotr', 'Przerwany');
    await registerUser(env.bus, piotr, at(11));
    const master = deriveMasterKey(DEVELOPMENT_PERSONAL_DATA_KEY);
    // A writer whose process dies right after the append: its key destruction never happens.
    class DyingKeys extends PersonalDataKeys {
      override async erase(): Promise<void> {
        throw new Error('process died');
      }
    }
    const dying = new ProtectedEventStore(bare, new DyingKeys(env.pool, master));
    const dyingBus = new CommandBus(dying, randomUUID, { events: testEvents });
    const erase = {
      type: 'ErasePerson' as const,
      data: { personId: piotr.userId },
      metadata: { userId: TREASURER_ID, now: at(12) },
    };
    await expect(dyingBus.handle(personDecider, personStream(piotr.userId), erase, ctx())).rejects.toThrow(
      'process died',
    );
    const keyOf = async () =>
      (
        await sql<{
          key: Buffer | null;
        }>`SELECT key FROM personal_data_keys WHERE subject_id = ${piotr.userId}`.execute(env.db)
      ).rows[0]?.key ?? null;
    expect(await keyOf()).not.toBeNull();
    // Whoever reads the erasure next (here a projector's batch) finishes it before opening anything.
    const runner = runners.start({ projectors: [usersProjector] });
    await expect.poll(keyOf, { timeout: 15_000 }).toBeNull();
    await expect
      .poll(
        () =>
          env.db.selectFrom('users').select('first_name').where('id', '=', piotr.userId).executeTakeFirst(),
        {
          timeout: 15_000,
        },
      )
      .toEqual({ first_name: ERASED_MARK });
    await runners.stop(runner);
  });
});
