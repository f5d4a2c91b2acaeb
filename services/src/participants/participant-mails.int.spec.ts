import { participantMailStream } from '@cenacle/shared-domain/participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let sessionId: string;

beforeAll(async () => {
  ({ api, admin, servant, sessionId } = await openDemoApi());
}, 120_000);
afterAll(async () => api?.close());

const send = (body: object, who: SignedIn = servant) =>
  api.app.inject({ method: 'POST', url: '/api/mail-to-participants', headers: who.headers, payload: body });

describe('Mail to participants', () => {
  it('records a mail once, sanitized, and lists it for the session', async () => {
    const id = api.runtime.newId();
    const body = {
      id: { value: id },
      title: 'Plan dnia',
      content: '<p>Zabierz <strong>śpiwór</strong></p><script>alert(1)</script>',
      session: { value: sessionId },
    };
    const sent = await send(body);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ id: { value: id } });
    const again = await send(body);
    expect(again.statusCode).toBe(409);
    expect(await api.runtime.store.readStream(participantMailStream(id))).toHaveLength(1);

    const listed = await api.app.inject({
      method: 'GET',
      url: `/api/mail-to-participants/${sessionId}?position=${sent.headers['app-log-position']}`,
      headers: servant.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const mail = (listed.json() as { id: { value: string }; content: string }[]).find(
      (m) => m.id.value === id,
    );
    expect(mail).toMatchObject({ title: 'Plan dnia', recipients: 0, delivered: 0, failed: 0 });
    expect(mail?.content).toBe('<p>Zabierz <strong>śpiwór</strong></p>');

    const deliveries = await api.app.inject({
      method: 'GET',
      url: `/api/mail-to-participants/${sessionId}/${id}/deliveries`,
      headers: servant.headers,
    });
    expect(deliveries.statusCode, deliveries.body).toBe(200);
    expect(deliveries.json()).toEqual([]);
  });

  it('refuses a blank message, an unknown session and an unknown mail, keeping nothing', async () => {
    const blank = await send({ title: 'Pusta', content: '<p> </p>', session: { value: sessionId } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'content', message: 'NotBlank' }),
    ]);
    const unknown = await send({ title: 'X', content: '<p>x</p>', session: { value: api.runtime.newId() } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual([expect.objectContaining({ field: 'session' })]);
    const noMail = await api.app.inject({
      method: 'GET',
      url: `/api/mail-to-participants/${sessionId}/${api.runtime.newId()}/deliveries`,
      headers: servant.headers,
    });
    expect(noMail.statusCode).toBe(404);
  });

  it('is for branch admins and servants: an admin without a branch role is refused (spec §6)', async () => {
    const refused = await send({ title: 'Plan', content: '<p>x</p>', session: { value: sessionId } }, admin);
    expect(refused.statusCode).toBe(403);
    const list = await api.app.inject({
      method: 'GET',
      url: `/api/mail-to-participants/${sessionId}`,
      headers: admin.headers,
    });
    expect(list.statusCode).toBe(403);
  });
});
