import { randomUUID } from 'node:crypto';
import {
  type ParticipantMailEvent,
  participantMailStream,
  participantsEvents,
} from '@cenacle/shared-domain/participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { participantMailsProjector } from './participant-mails.projection.ts';

const sentAt = '2026-11-29T09:00:00.000Z';
const dispatchedAt = '2026-11-29T09:05:00.000Z';

function sent(mailId: string, sessionId: string, title = 'Plan dnia'): GivenEvent<ParticipantMailEvent> {
  return {
    stream: participantMailStream(mailId),
    at: sentAt,
    type: 'ParticipantMailSent',
    data: { mailId, sessionId, title, content: '<p>Zbiórka o 8:00</p>' },
  };
}

function dispatched(
  mailId: string,
  sessionId: string,
  recipients: { participantId: string; outboxMailId: string }[],
): GivenEvent<ParticipantMailEvent> {
  return {
    stream: participantMailStream(mailId),
    at: dispatchedAt,
    type: 'ParticipantMailDispatched',
    data: { mailId, sessionId, recipients },
  };
}

const byKey = <T extends { participant_id: string }>(rows: T[]) =>
  rows.sort((a, b) => a.participant_id.localeCompare(b.participant_id));

describe('The participant mails read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<ParticipantMailEvent>(() => env, {
    projectors: [participantMailsProjector],
    events: participantsEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('participant_mails');
  });
  afterAll(() => env?.close());

  it('stores a sent mail with no recipients until the workers address it', async () => {
    const [mailId, sessionId] = [randomUUID(), randomUUID()];
    const step = spec.given(sent(mailId, sessionId));
    await step.thenRows('participant_mails', { id: mailId }, [
      {
        id: mailId,
        session_id: sessionId,
        title: 'Plan dnia',
        content: '<p>Zbiórka o 8:00</p>',
        sent_at: new Date(sentAt),
        recipients: 0,
      },
    ]);
    await step.thenRows('participant_mail_recipients', { mail_id: mailId }, []);
  });

  it('counts the recipients once addressed and names the outbox mail carrying it to each', async () => {
    const [mailId, sessionId, anna, jan] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const [toAnna, toJan] = [randomUUID(), randomUUID()];
    const step = spec.given(sent(mailId, sessionId)).when(
      dispatched(mailId, sessionId, [
        { participantId: anna, outboxMailId: toAnna },
        { participantId: jan, outboxMailId: toJan },
      ]),
    );
    await step.thenRows('participant_mails', { id: mailId }, [
      {
        id: mailId,
        session_id: sessionId,
        title: 'Plan dnia',
        content: '<p>Zbiórka o 8:00</p>',
        sent_at: new Date(sentAt),
        recipients: 2,
      },
    ]);
    await step.thenRows(
      'participant_mail_recipients',
      { mail_id: mailId },
      byKey([
        { mail_id: mailId, participant_id: anna, outbox_mail_id: toAnna },
        { mail_id: mailId, participant_id: jan, outbox_mail_id: toJan },
      ]),
    );
  });

  it('records a mail addressed to nobody as sent to no one', async () => {
    const [mailId, sessionId] = [randomUUID(), randomUUID()];
    const step = spec.given(sent(mailId, sessionId), dispatched(mailId, sessionId, []));
    const mails = await step.read((e) =>
      e.db.selectFrom('participant_mails').select('recipients').where('id', '=', mailId).execute(),
    );
    expect(mails).toEqual([{ recipients: 0 }]);
    await step.thenRows('participant_mail_recipients', { mail_id: mailId }, []);
  });

  it('keeps one row per recipient and the count when the log repeats the mail and its addressing', async () => {
    const [mailId, sessionId, anna] = [randomUUID(), randomUUID(), randomUUID()];
    const toAnna = randomUUID();
    const recipients = [{ participantId: anna, outboxMailId: toAnna }];
    const step = spec
      .given(sent(mailId, sessionId), dispatched(mailId, sessionId, recipients))
      .when(sent(mailId, sessionId, 'Plan dnia (poprawiony)'), dispatched(mailId, sessionId, recipients));
    await step.thenRows('participant_mails', { id: mailId }, [
      {
        id: mailId,
        session_id: sessionId,
        title: 'Plan dnia (poprawiony)',
        content: '<p>Zbiórka o 8:00</p>',
        sent_at: new Date(sentAt),
        recipients: 1,
      },
    ]);
    await step.thenRows('participant_mail_recipients', { mail_id: mailId }, [
      { mail_id: mailId, participant_id: anna, outbox_mail_id: toAnna },
    ]);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [mailId, otherMail, sessionId, anna, jan] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const live = await spec
      .given(sent(mailId, sessionId), sent(otherMail, sessionId, 'Msza'))
      .when(
        dispatched(mailId, sessionId, [
          { participantId: anna, outboxMailId: randomUUID() },
          { participantId: jan, outboxMailId: randomUUID() },
        ]),
      )
      .thenRebuildEqualsLive();
    const ours = live.participant_mails?.filter(
      (m) => (m as { session_id: string }).session_id === sessionId,
    );
    expect(ours?.map((m) => (m as { recipients: number }).recipients).sort()).toEqual([0, 2]);
  });
});
