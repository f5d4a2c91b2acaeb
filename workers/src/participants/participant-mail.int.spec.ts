import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { type Command, type Decider, type DomainEvent, mergeCatalogs } from '@cenacle/shared-domain';
import { mailEvents } from '@cenacle/shared-domain/mail';
import { organisationEvents, schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import {
  participantMailDecider,
  participantMailStream,
  participantsEvents,
  rosterDecider,
  rosterStream,
} from '@cenacle/shared-domain/participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkersEnv, eventually, type WorkersEnv } from '../testing/workers-env.ts';
import { outboxMailId } from './participant-mail-reactor.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('A mail to participants', () => {
  let env: WorkersEnv;
  let bus: CommandBus;
  const sessionId = randomUUID();
  const mailId = randomUUID();
  const ids = { anna: randomUUID(), olek: randomUUID(), waiting: randomUUID(), gone: randomUUID() };

  const run = <C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    command: Omit<C, 'metadata'>,
  ) =>
    bus.handle(
      decider,
      stream,
      { ...command, metadata: { userId: randomUUID(), now: new Date().toISOString() } } as C,
      {
        correlationId: randomUUID(),
        causationId: null,
      },
    );

  const register = (
    participantId: string,
    firstname: string,
    language: 'pl' | 'en',
    capacity: number | null,
  ) =>
    run(rosterDecider, rosterStream(sessionId), {
      type: 'RegisterParticipant',
      data: {
        sessionId,
        participantId,
        firstname,
        lastname: 'Uczestnik',
        email: `${firstname.toLowerCase()}@example.org`,
        level: 'I',
        questions: [],
        children: [],
        priceMinor: 0,
        source: 'STAFF',
        userId: null,
        language,
        window: { capacity, deadline: null },
      },
    });

  beforeAll(async () => {
    env = await createWorkersEnv(REDIS_URL, 'ptmail');
    bus = new CommandBus(env.store, randomUUID, {
      events: mergeCatalogs([participantsEvents, organisationEvents, mailEvents]),
    });
    await run(schoolSessionDecider, sessionStream(sessionId), {
      type: 'CreateSchoolSession',
      data: {
        sessionId,
        branchId: randomUUID(),
        season: 'SUMMER',
        dateFrom: '2027-07-01',
        dateTo: '2027-07-10',
        levels: [],
      },
    });
    await register(ids.anna, 'Anna', 'pl', 3);
    await register(ids.olek, 'Olek', 'en', 3);
    await register(ids.gone, 'Gone', 'pl', 3);
    await register(ids.waiting, 'Wanda', 'pl', 3);
    await run(rosterDecider, rosterStream(sessionId), {
      type: 'CancelRegistration',
      data: { sessionId, participantId: ids.gone, window: { capacity: 1, deadline: null } },
    });
    await run(participantMailDecider, participantMailStream(mailId), {
      type: 'SendParticipantMail',
      data: { mailId, sessionId, title: 'Plan dnia', content: '<p>Zabierz <strong>śpiwór</strong>.</p>' },
    });
  }, 60_000);
  afterAll(async () => env?.close());

  it('goes to each participant holding a place, in their language, once, even when the workers replay', async () => {
    const workers = env.startWorkers();
    await eventually(() => env.smtp.received.length >= 2, 30_000);
    const dispatched = async () =>
      (await env.store.readStream(participantMailStream(mailId))).filter(
        (e) => e.type === 'ParticipantMailDispatched',
      );
    await eventually(async () => (await dispatched()).length === 1, 30_000);
    const [event] = await dispatched();
    expect(
      (event?.data as { recipients: { participantId: string }[] } | undefined)?.recipients
        ?.map((r) => r.participantId)
        .sort(),
    ).toEqual([ids.anna, ids.olek].sort());
    const toAnna = env.smtp.received.find((m) => m.to.includes('anna@example.org'));
    expect(toAnna?.raw).toContain('Subject: Plan dnia');
    expect(toAnna?.raw).toMatch(/<strong>/);
    const toOlek = await env.mailEvents(outboxMailId(mailId, ids.olek));
    expect(toOlek[0]).toMatchObject({
      type: 'MailRequested',
      data: { language: 'en', template: 'participantMessage' },
    });
    // The session is named as each recipient's language writes its dates, never as ISO dates or a code.
    const toAnnaRequest = await env.mailEvents(outboxMailId(mailId, ids.anna));
    const retreatOf = (events: readonly { data: unknown }[]) =>
      (events[0]?.data as { params?: { retreat?: string } } | undefined)?.params?.retreat?.replace(
        /\s/g,
        ' ',
      );
    expect(retreatOf(toAnnaRequest)).toBe('1–10 lip 2027');
    expect(retreatOf(toOlek)).toBe('Jul 1 – 10, 2027');
    expect(
      env.smtp.received.some((m) => m.to.includes('wanda@example.org') || m.to.includes('gone@example.org')),
    ).toBe(false);

    // A replay from the start of the log requests nothing again and records the recipients once.
    await workers.stop();
    await env.pool.query("DELETE FROM projection_checkpoints WHERE name = 'participant-mail-reactor'");
    const again = env.startWorkers();
    await env.settled();
    await again.stop();
    expect(await dispatched()).toHaveLength(1);
    expect(env.smtp.received.filter((m) => m.to.includes('anna@example.org'))).toHaveLength(1);
  });
});
