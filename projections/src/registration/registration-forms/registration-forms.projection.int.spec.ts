import { randomUUID } from 'node:crypto';
import { commitBatch, ensureCheckpoint } from '@cenacle/infra/runner/checkpoint.ts';
import type { RegistrationFormSaved } from '@cenacle/shared-domain/registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { registrationFormsProjector } from './registration-forms.projection.ts';
import { formOfSession } from './registration-forms.queries.ts';

describe('The registration forms read model', () => {
  let env: ProjectionEnv;
  const sessionId = randomUUID();
  const source = randomUUID();
  const [a, b] = [randomUUID(), randomUUID()];

  const saved = (data: Partial<RegistrationFormSaved['data']>, version = 1) => ({
    id: randomUUID(),
    type: 'RegistrationFormSaved',
    data: {
      sessionId,
      copiedFrom: null,
      title: 'Zapisy',
      description: '<p>Opis</p>',
      successTitle: 'Dzięki',
      successContent: '<p>Do zobaczenia</p>',
      items: [],
      ...data,
    },
    metadata: {
      userId: null,
      correlationId: randomUUID(),
      causationId: null,
      timestamp: '2026-11-23T10:00:00.000Z',
      schemaVersion: version,
    },
  });

  beforeAll(async () => {
    env = await createProjectionEnv('registration_forms');
    await env.store.appendToStream(
      `registration-form-${sessionId}`,
      [
        saved({ items: [{ id: a, type: 'TEXT', question: 'Skąd?', options: [], required: true, index: 0 }] }),
        saved({
          title: 'Zapisy 2',
          copiedFrom: source,
          items: [
            {
              id: b,
              type: 'RADIO',
              question: 'Nocleg',
              options: ['150 zł - pokój'],
              required: true,
              index: 1,
            },
            { id: a, type: 'AGE', question: 'Wiek', options: [], required: false, index: 0 },
          ],
        }),
      ],
      { expectedRevision: 'no_stream' },
    );
    const events = await env.store.readStream(`registration-form-${sessionId}`);
    const from = await ensureCheckpoint(env.db, registrationFormsProjector.name);
    await commitBatch(env.db, registrationFormsProjector, from, events);
  });
  afterAll(async () => env?.close());

  it('keeps the last form saved, items in order, and counts the saves as its version', async () => {
    const form = await formOfSession(env.db, sessionId);
    expect(form).toEqual({
      sessionId,
      title: 'Zapisy 2',
      description: '<p>Opis</p>',
      successTitle: 'Dzięki',
      successContent: '<p>Do zobaczenia</p>',
      items: [
        { id: a, type: 'AGE', question: 'Wiek', options: [], required: false, index: 0 },
        { id: b, type: 'RADIO', question: 'Nocleg', options: ['150 zł - pokój'], required: true, index: 1 },
      ],
      version: 2,
    });
  });

  it('knows no form for a session that never saved one', async () => {
    expect(await formOfSession(env.db, randomUUID())).toBeNull();
  });
});
