import { randomUUID } from 'node:crypto';
import {
  type MailAccountConfigured,
  mailAccountEvents,
  mailAccountStream,
} from '@cenacle/shared-domain/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { mailAccountsProjector } from './mail-accounts.projection.ts';
import { findMailAccount } from './mail-accounts.queries.ts';

const at = (minute: number) => `2026-11-29T09:${String(minute).padStart(2, '0')}:00.000Z`;
/** A sealed envelope as the write side stores it (the only shape the event's schema lets in). */
const SEALED = 'v1:aXYtaXYtaXYtaXY:dGFnLXRhZy10YWc:Y2lwaGVy';

function configured(
  branchId: string,
  values: Partial<MailAccountConfigured['data']> = {},
  minute = 0,
): GivenEvent<MailAccountConfigured> {
  return {
    stream: mailAccountStream(branchId),
    at: at(minute),
    type: 'MailAccountConfigured',
    data: {
      branchId,
      username: 'krakow@cenacle.example',
      encryptedPassword: SEALED,
      outgoingProtocol: 'SMTPS',
      incomingProtocol: 'IMAPS',
      host: 'mail.cenacle.example',
      port: 465,
      ...values,
    },
  };
}

describe('The mail accounts read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<MailAccountConfigured>(() => env, {
    projectors: [mailAccountsProjector],
    events: mailAccountEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('mail_accounts');
  });
  afterAll(() => env?.close());

  it("keeps a branch's account without its password, which the form never reads back", async () => {
    const branchId = randomUUID();
    const step = spec.given(configured(branchId));
    // Every column: no form of the password has one.
    await step.thenRows('mail_accounts', { branch_id: branchId }, [
      {
        branch_id: branchId,
        username: 'krakow@cenacle.example',
        outgoing_protocol: 'SMTPS',
        incoming_protocol: 'IMAPS',
        host: 'mail.cenacle.example',
        port: 465,
        updated_at: new Date(at(0)),
      },
    ]);
    expect(await step.read((e) => findMailAccount(e.db, branchId))).toEqual({
      username: 'krakow@cenacle.example',
      password: '',
      outgoingProtocol: 'SMTPS',
      incomingProtocol: 'IMAPS',
      host: 'mail.cenacle.example',
      port: 465,
      hasPassword: true,
    });
  });

  it('keeps the last configuration of each branch, the other branches untouched', async () => {
    const [branchId, other] = [randomUUID(), randomUUID()];
    const step = spec
      .given(configured(branchId), configured(other, { username: 'gdansk@cenacle.example' }))
      .when(
        configured(
          branchId,
          {
            username: 'biuro@cenacle.example',
            outgoingProtocol: 'SMTP',
            incomingProtocol: 'POP3',
            port: 587,
          },
          7,
        ),
      );
    await step.thenRows('mail_accounts', { branch_id: branchId }, [
      {
        branch_id: branchId,
        username: 'biuro@cenacle.example',
        outgoing_protocol: 'SMTP',
        incoming_protocol: 'POP3',
        host: 'mail.cenacle.example',
        port: 587,
        updated_at: new Date(at(7)),
      },
    ]);
    await step.thenRows('mail_accounts', { branch_id: other }, [
      expect.objectContaining({ username: 'gdansk@cenacle.example', updated_at: new Date(at(0)) }),
    ]);
  });

  it('knows no account for a branch that never configured one', async () => {
    expect(await spec.given().read((e) => findMailAccount(e.db, randomUUID()))).toBeNull();
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [branchId, other] = [randomUUID(), randomUUID()];
    const live = await spec
      .given(configured(branchId), configured(other))
      .when(configured(branchId, { host: 'smtp.cenacle.example' }, 3))
      .thenRebuildEqualsLive();
    expect(live.mail_accounts).toContainEqual(
      expect.objectContaining({ branch_id: branchId, host: 'smtp.cenacle.example' }),
    );
  });
});
