import { randomUUID } from 'node:crypto';
import { registrationFormStream } from '@cenacle/shared-domain/registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let anonymous: SignedIn;
let sessionId: string;
let branchId: string;

beforeAll(async () => {
  ({ api, admin, servant, sessionId, branchId } = await openDemoApi());
  anonymous = (await visit(api.app)).snapshot();
}, 120_000);
afterAll(async () => api?.close());

const get = (id: string, query = '', who: SignedIn = anonymous, lang = 'pl') =>
  api.app.inject({
    method: 'GET',
    url: `/api/registration-form/${id}${query}`,
    headers: { ...who.headers, 'accept-language': lang },
  });

const save = (id: string, body: unknown, who: SignedIn = admin) =>
  api.app.inject({
    method: 'POST',
    url: `/api/registration-form/${id}`,
    headers: { ...who.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const copy = (id: string, sourceId: string, who: SignedIn = admin) =>
  api.app.inject({
    method: 'POST',
    url: `/api/registration-form/${id}/copy-from/${sourceId}`,
    headers: who.headers,
  });

const streamLength = async (id: string) =>
  (await api.runtime.store.readStream(registrationFormStream(id))).length;

/** A second session of the demo branch (the forms of two sessions). */
async function newSession(): Promise<string> {
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/school-session/',
    headers: admin.headers,
    payload: { season: 'SUMMER', branchId: { value: branchId }, levels: [{ name: 'I' }] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id.value as string;
  // The public read checks the sessions read model: let it know the new session.
  await api.app.inject({
    method: 'GET',
    url: `/api/school-sessions?position=${created.headers['app-log-position']}`,
    headers: admin.headers,
  });
  return id;
}

const [radio, consent, note] = [randomUUID(), randomUUID(), randomUUID()];
const form = {
  version: 0,
  title: 'Zapisy letnie',
  description: '<p>Opis <script>alert(1)</script><strong>sesji</strong></p>',
  successTitle: '',
  successContent: null,
  // Ids as spec §3 writes them; the last one bare, as a browser on the previous release sends it.
  items: [
    { id: { value: consent }, type: 'CHECKBOX', question: 'Regulamin', required: true, index: 2 },
    {
      id: { value: radio },
      type: 'RADIO',
      question: 'Nocleg',
      options: ['150 zł - pokój', 'Bez noclegu'],
      required: true,
      index: 1,
    },
    { id: note, type: 'INFO', question: 'Zabierz śpiwór', required: true, index: 0 },
  ],
};

describe('Registration form API', () => {
  it('answers the demo form to anyone, without signing in', async () => {
    const response = await get(sessionId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ sessionId, saved: true, title: 'Zapisy na rekolekcje zimowe' });
    expect(body.items.map((i: { type: string }) => i.type)).toEqual(
      expect.arrayContaining(['RADIO', 'CHECKBOX', 'GENDER', 'AGE']),
    );
  });

  it('answers the default form, in the reader’s language, for a session that has none', async () => {
    const id = await newSession();
    const pl = await get(id);
    expect(pl.statusCode, pl.body).toBe(200);
    expect(pl.json()).toMatchObject({
      sessionId: id,
      saved: false,
      items: [],
      title: 'Zapisy na rekolekcje',
    });
    expect((await get(id, '', anonymous, 'de')).json().title).toBe('Anmeldung zu den Exerzitien');
    expect((await get(id, '?lang=uk', anonymous, 'de')).json().title).toBe('Реєстрація на реколекції');
    expect((await get(id, '?lang=xx')).statusCode).toBe(400);
  });

  it('saves a form (sanitized, in order, display items never required) and reads it back', async () => {
    const id = await newSession();
    const saved = await save(id, form);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await get(id, `?position=${saved.headers['app-log-position']}`, anonymous, 'en');
    expect(read.statusCode, read.body).toBe(200);
    const body = read.json();
    expect(body).toMatchObject({
      saved: true,
      title: 'Zapisy letnie',
      description: '<p>Opis <strong>sesji</strong></p>',
      successTitle: 'Thank you for registering!',
    });
    expect(body.items).toEqual([
      {
        id: { value: note },
        type: 'INFO',
        question: 'Zabierz śpiwór',
        options: [],
        required: false,
        index: 0,
      },
      {
        id: { value: radio },
        type: 'RADIO',
        question: 'Nocleg',
        options: ['150 zł - pokój', 'Bez noclegu'],
        required: true,
        index: 1,
      },
      {
        id: { value: consent },
        type: 'CHECKBOX',
        question: 'Regulamin',
        options: [],
        required: true,
        index: 2,
      },
    ]);
    // The same form again changes nothing.
    const before = await streamLength(id);
    expect((await save(id, form)).statusCode).toBe(200);
    expect(await streamLength(id)).toBe(before);
  });

  it('answers its version and refuses a save made from an older one (409), losing nothing', async () => {
    const id = await newSession();
    expect((await get(id)).json().version).toBe(0);
    // Two editors loaded version 0 and save at the same moment: one wins, the other is told.
    const [first, second] = await Promise.all([
      save(id, { ...form, title: 'Pierwszy' }),
      save(id, { ...form, title: 'Drugi' }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses, `${first.body} ${second.body}`).toEqual([200, 409]);
    const [won, lost] = first.statusCode === 200 ? [first, second] : [second, first];
    expect(lost.json()).toMatchObject({ status: 409, message: 'error.registrationForm.changed' });
    expect(won.json()).toEqual({ sessionId: id, version: 1 });
    expect(await streamLength(id)).toBe(1);
    const read = await get(id, `?position=${won.headers['app-log-position']}`);
    expect(read.json()).toMatchObject({ version: 1, title: won === first ? 'Pierwszy' : 'Drugi' });
    // Saved again from the version now loaded, it goes through.
    const next = await save(id, { ...form, title: 'Trzeci', version: 1 });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().version).toBe(2);
  });

  it('refuses a save without the version it was made from (400 on version)', async () => {
    const id = await newSession();
    const { version: _version, ...unversioned } = form;
    const response = await save(id, unversioned);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual([expect.objectContaining({ field: 'version' })]);
    expect(await streamLength(id)).toBe(0);
  });

  it('lets admins of the session’s branch save, keeps servants, anonymous, users and other branches out', async () => {
    const id = await newSession();
    const branchAdmin = await signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [branchId]);
    expect((await save(id, form, branchAdmin)).statusCode).toBe(200);
    // Servants read the form (the public page does too) but do not change or copy it (spec §6).
    const saved = await streamLength(id);
    expect((await save(id, form, servant)).statusCode).toBe(403);
    expect((await copy(id, sessionId, servant)).statusCode).toBe(403);
    expect(await streamLength(id)).toBe(saved);
    expect((await save(id, form, anonymous)).statusCode).toBe(401);
    const user = await signedInStaff(api, ['USER'], [branchId]);
    expect((await save(id, form, user)).statusCode).toBe(403);
    const stranger = await signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [randomUUID()]);
    const before = await streamLength(id);
    expect((await save(id, form, stranger)).statusCode).toBe(403);
    expect((await copy(id, sessionId, stranger)).statusCode).toBe(403);
    // The authority is checked before validation: a caller without it learns nothing about the body.
    expect((await save(id, { items: 'nonsense' }, user)).statusCode).toBe(403);
    expect((await save(id, { items: 'nonsense' }, anonymous)).statusCode).toBe(401);
    expect(await streamLength(id)).toBe(before);
  });

  it('refuses bad forms with field errors and changes nothing', async () => {
    const id = await newSession();
    const cases: [unknown, string[]][] = [
      [{ items: [{ id: radio, type: 'RADIO', question: 'Q', options: [] }] }, ['items.0.options']],
      [
        {
          items: [
            { id: radio, type: 'TEXT', question: 'A' },
            { id: radio, type: 'AGE', question: 'B' },
          ],
        },
        ['items.1.id'],
      ],
      [
        { items: [{ id: 'not-a-uuid', type: 'SHOE_SIZE', question: '  ' }] },
        ['items.0.id', 'items.0.type', 'items.0.question'],
      ],
      [{ items: [{ id: radio, type: 'CHECKBOX', question: 'Q', options: ['a\nb'] }] }, ['items.0.options.0']],
      [{ title: 'x'.repeat(301) }, ['title']],
      [
        { items: Array.from({ length: 101 }, () => ({ id: randomUUID(), type: 'TEXT', question: 'Q' })) },
        ['items'],
      ],
      [
        { items: [{ id: radio, type: 'TEXT', question: 'Q', required: 'yes', index: -1 }] },
        ['items.0.required', 'items.0.index'],
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await save(id, { version: 0, ...(body as object) });
      expect(response.statusCode, response.body).toBe(400);
      const got = (response.json().fieldErrors as { field: string }[]).map((e) => e.field);
      expect(got, JSON.stringify(body).slice(0, 100)).toEqual(expect.arrayContaining(fields));
    }
    expect(await streamLength(id)).toBe(0);
  });

  it('refuses an unknown session (404), on read and on write', async () => {
    const unknown = randomUUID();
    expect((await get(unknown)).statusCode).toBe(404);
    expect((await save(unknown, form)).statusCode).toBe(404);
    expect((await copy(unknown, sessionId)).statusCode).toBe(404);
    expect((await get('not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses a deleted session (404), as the form of it or as the source of a copy', async () => {
    const [deleted, target] = [await newSession(), await newSession()];
    expect((await save(deleted, form)).statusCode).toBe(200);
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/api/school-session/${deleted}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const position = removed.headers['app-log-position'];
    expect((await get(deleted, `?position=${position}`)).statusCode).toBe(404);
    expect((await save(deleted, form)).statusCode).toBe(404);
    expect((await copy(target, deleted)).statusCode).toBe(404);
    expect(await streamLength(target)).toBe(0);
  });

  it('copies the form of another session under new item ids', async () => {
    const id = await newSession();
    const copied = await copy(id, sessionId);
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.headers['app-alert']).toBe('registration.messages.copied');
    const [source, target] = await Promise.all([
      get(sessionId),
      get(id, `?position=${copied.headers['app-log-position']}`),
    ]);
    type Item = { id: { value: string } };
    const strip = (items: Item[]) => items.map(({ id: _id, ...rest }) => rest);
    expect(strip(target.json().items)).toEqual(strip(source.json().items));
    expect(target.json().title).toBe(source.json().title);
    const sourceIds = new Set(source.json().items.map((i: Item) => i.id.value));
    expect(target.json().items.some((i: Item) => sourceIds.has(i.id.value))).toBe(false);
  });

  it('copies nothing from a session without a form or an unknown one (404)', async () => {
    const [empty, target] = [await newSession(), await newSession()];
    expect((await copy(target, empty)).statusCode).toBe(404);
    expect((await copy(target, randomUUID())).statusCode).toBe(404);
    expect((await copy(target, 'nope')).statusCode).toBe(400);
    expect(await streamLength(target)).toBe(0);
  });
});
