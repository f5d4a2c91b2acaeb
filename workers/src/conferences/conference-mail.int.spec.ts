import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { PostgresFileStore } from '@cenacle/infra/files/index.ts';
import { type Command, type Decider, type DomainEvent, mergeCatalogs } from '@cenacle/shared-domain';
import {
  conferenceDecider,
  conferenceServantsDecider,
  conferenceServantsStream,
  conferenceStream,
  conferencesEvents,
} from '@cenacle/shared-domain/conferences';
import { identityEvents, userDecider, userStream } from '@cenacle/shared-domain/identity';
import { mailEvents } from '@cenacle/shared-domain/mail';
import { organisationEvents, schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailId } from '../participants/participant-mail-reactor.ts';
import { createWorkersEnv, eventually, type WorkersEnv } from '../testing/workers-env.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('Conferences sent to their servants', () => {
  let env: WorkersEnv;
  let bus: CommandBus;
  const sessionId = randomUUID();
  const [prayer, faith] = [randomUUID(), randomUUID()];
  const [marta, john] = [randomUUID(), randomUUID()];
  const [prayerFile, faithFile] = [randomUUID(), randomUUID()];
  const notificationId = randomUUID();

  const run = <C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    command: Omit<C, 'metadata'>,
  ) =>
    bus.handle(
      decider,
      stream,
      { ...command, metadata: { userId: randomUUID(), now: new Date().toISOString() } } as C,
      { correlationId: randomUUID(), causationId: null },
    );
  const servant = (userId: string, firstName: string, langKey: 'pl' | 'en') =>
    run(userDecider, userStream(userId), {
      type: 'RegisterUser',
      data: {
        userId,
        login: `${firstName.toLowerCase()}-${userId.slice(0, 6)}`,
        email: `${firstName.toLowerCase()}@example.org`,
        firstName,
        lastName: 'Posługująca',
        passwordHash: null,
        authorities: ['SERVANT', 'USER'],
        branchIds: [],
        langKey,
        activated: true,
      },
    });
  const conference = (conferenceId: string, name: string, number: number, fileId: string) =>
    run(conferenceDecider, conferenceStream(conferenceId), {
      type: 'AddConference',
      data: {
        conferenceId,
        name,
        number,
        level: 'I',
        lang: 'pl',
        season: 'SUMMER',
        files: [{ fileId, fileName: name.toLowerCase() }],
      },
    });
  const assign = (conferenceId: string, userId: string) =>
    run(conferenceServantsDecider, conferenceServantsStream(sessionId), {
      type: 'AssignServantToConference',
      data: { sessionId, conferenceId, userId },
    });

  beforeAll(async () => {
    env = await createWorkersEnv(REDIS_URL, 'confmail');
    bus = new CommandBus(env.store, randomUUID, {
      events: mergeCatalogs([conferencesEvents, organisationEvents, identityEvents, mailEvents]),
    });
    const files = new PostgresFileStore(env.db);
    for (const [id, text] of [
      [prayerFile, 'O modlitwie serca.\n'],
      [faithFile, 'O wierze.\n'],
    ] as const) {
      await files.save({
        id,
        kind: 'txt',
        contentType: 'text/plain; charset=utf-8',
        name: 'konferencja',
        content: Buffer.from(text),
        width: null,
        height: null,
        thumbnail: null,
        uploadedBy: marta,
      });
    }
    await run(schoolSessionDecider, sessionStream(sessionId), {
      type: 'CreateSchoolSession',
      data: {
        sessionId,
        branchId: randomUUID(),
        season: 'SUMMER',
        dateFrom: '2027-07-01',
        dateTo: '2027-07-10',
        levels: [{ name: 'I' }],
      },
    });
    await servant(marta, 'Marta', 'pl');
    await servant(john, 'John', 'en');
    await conference(prayer, 'Modlitwa', 1, prayerFile);
    await conference(faith, 'Wiara', 2, faithFile);
    await assign(prayer, marta);
    await assign(faith, marta);
    await assign(prayer, john);
    await run(conferenceServantsDecider, conferenceServantsStream(sessionId), {
      type: 'NotifyConferenceServants',
      // The whole session ("send to all"): Marta gives two conferences and is named once.
      data: { notificationId, sessionId, conferenceId: null },
    });
  }, 60_000);
  afterAll(async () => env?.close());

  it('mails each servant of the session his conferences once, in his language, with their files, once even on a replay', async () => {
    const workers = env.startWorkers();
    await eventually(() => env.smtp.received.length >= 2, 30_000);
    // One mail per servant, not one per conference he gives.
    await env.settled();
    expect(env.smtp.received.flatMap((m) => m.to).sort()).toEqual(['john@example.org', 'marta@example.org']);
    const toMarta = env.smtp.received.find((m) => m.to.includes('marta@example.org'));
    // The subject (MIME-encoded: the dates' dash) names the session as the recipient's language writes its dates.
    const subjectOf = async (raw: string | undefined) =>
      raw ? (await simpleParser(raw)).subject?.replace(/\s/g, ' ') : undefined;
    expect(await subjectOf(toMarta?.raw)).toBe('Rekolekcje 1–10 lip 2027: Twoje konferencje');
    expect(toMarta?.raw).toContain('1. Modlitwa (I)');
    expect(toMarta?.raw).toContain('2. Wiara (I)');
    expect(toMarta?.raw).toMatch(/filename="?modlitwa\.txt/);
    expect(toMarta?.raw).toMatch(/filename="?wiara\.txt/);
    expect(toMarta?.raw).toContain(Buffer.from('O wierze.\n').toString('base64'));
    const toJohn = env.smtp.received.find((m) => m.to.includes('john@example.org'));
    expect(await subjectOf(toJohn?.raw)).toBe('Retreat Jul 1 – 10, 2027: your conferences');
    expect(toJohn?.raw).toMatch(/filename="?modlitwa\.txt/);
    expect(toJohn?.raw).not.toMatch(/wiara\.txt/);
    // The worker records the delivery just after the SMTP server took the mail.
    const johnsMail = outboxMailId(notificationId, john);
    const martasMail = outboxMailId(notificationId, marta);
    await eventually(async () => (await env.mailEvents(johnsMail)).length >= 3);
    await eventually(async () => (await env.mailEvents(martasMail)).length >= 3);
    expect(await env.mailEvents(johnsMail)).toMatchObject([
      { type: 'MailRequested', data: { language: 'en', template: 'conferenceFiles' } },
      { type: 'MailQueued' },
      { type: 'MailDelivered' },
    ]);

    // A replay of the reaction from the start of the log requests and sends nothing again.
    await workers.stop();
    await env.pool.query("DELETE FROM projection_checkpoints WHERE name = 'conference-mail-reactor'");
    const again = env.startWorkers();
    await env.settled();
    await again.stop();
    expect(env.smtp.received.filter((m) => m.to.includes('marta@example.org'))).toHaveLength(1);
    expect(await env.mailEvents(martasMail)).toHaveLength(3);
  });
});
