import { ERASED_MARK } from '@cenacle/shared-domain';
import { MAX_NOTES_PER_LOCATION, NEW_NOTE_METADATA } from '@cenacle/shared-domain/notes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInAs, signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

let api: TestApi;
let admin: SignedIn;
let anna: SignedIn;
let piotr: SignedIn;
let anonymous: SignedIn;
let page = '';
let branchId = '';

const UNKNOWN = '00000000-0000-4000-8000-00000000cafe';

interface NoteBody {
  id: { value: string };
  title: string;
  content: string;
  location: string;
  metadata: { x: number; y: number; width: number; height: number };
}

const save = (payload: object, who: SignedIn = anna) =>
  api.app.inject({ method: 'POST', url: '/api/note', headers: who.headers, payload });
const remove = (id: string, who: SignedIn = anna) =>
  api.app.inject({ method: 'DELETE', url: `/api/note/${id}`, headers: who.headers });
const list = (location: string, who: SignedIn = anna, position?: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/notes?${new URLSearchParams({ location, ...(position ? { position } : {}) })}`,
    headers: who.headers,
  });
async function listed(location: string, position: string, who: SignedIn = anna): Promise<NoteBody[]> {
  const response = await list(location, who, position);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NoteBody[];
}
const position = (response: { headers: Record<string, unknown> }) =>
  response.headers['app-log-position'] as string;
const note = (extra: object = {}) => ({
  title: 'Zadzwonić do ośrodka',
  content: 'W piątek, przed 12:00',
  location: page,
  metadata: NEW_NOTE_METADATA,
  ...extra,
});

beforeAll(async () => {
  ({ api, admin, branchId } = await openDemoApi());
  [anna, piotr] = await Promise.all([
    signedInStaff(api, ['SERVANT', 'USER'], [branchId]),
    signedInStaff(api, ['USER'], [branchId]),
  ]);
  page = `/participants?session=${crypto.randomUUID()}`;
  anonymous = (await visit(api.app)).snapshot();
}, 120_000);
afterAll(async () => api?.close());

describe('Sticky notes', () => {
  it('writes a note on a page, moves and edits it, and deletes it (the deletion an event)', async () => {
    const written = await save(note({ title: '  Zadzwonić do ośrodka ' }));
    expect(written.statusCode, written.body).toBe(201);
    const body = written.json() as NoteBody;
    expect(body).toMatchObject({
      title: 'Zadzwonić do ośrodka',
      location: page,
      metadata: NEW_NOTE_METADATA,
    });
    let mine = await listed(page, position(written));
    expect(mine.map((n) => n.id.value)).toEqual([body.id.value]);

    const moved = await save({
      ...body,
      metadata: { x: 640, y: 90, width: 300, height: 220 },
      content: 'Jutro',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    mine = await listed(page, position(moved));
    expect(mine[0]).toMatchObject({ content: 'Jutro', metadata: { x: 640, y: 90, width: 300, height: 220 } });

    const removed = await remove(body.id.value);
    expect(removed.statusCode).toBe(204);
    expect(removed.headers['app-alert']).toBe('note.messages.deleted');
    expect(await listed(page, position(removed))).toEqual([]);
    const events = await api.runtime.store.readStream(`note-${body.id.value}`);
    expect(events.map((e) => e.type)).toEqual(['NoteWritten', 'NoteWritten', 'NoteDeleted']);
    expect((await remove(body.id.value)).statusCode).toBe(404);
  });

  it('shows each person only their own notes, and nobody reaches another’s', async () => {
    const annas = await save(note());
    const theirs = annas.json() as NoteBody;
    expect(await listed(page, position(annas), piotr)).toEqual([]);
    expect((await listed(page, position(annas))).map((n) => n.id.value)).toContain(theirs.id.value);
    const overwrite = await save({ ...theirs, title: 'Moja' }, piotr);
    expect(overwrite.statusCode).toBe(404);
    expect((await remove(theirs.id.value, piotr)).statusCode).toBe(404);
    expect((await remove(theirs.id.value, admin)).statusCode).toBe(404);
    const still = await listed(page, position(annas));
    expect(still.find((n) => n.id.value === theirs.id.value)?.title).toBe('Zadzwonić do ośrodka');
  });

  it('keeps a note on the page it was written on', async () => {
    const written = (await save(note())).json() as NoteBody;
    const elsewhere = await save({ ...written, location: '/schedule' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fieldErrors).toEqual([expect.objectContaining({ field: 'location' })]);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const cases: [object, string][] = [
      [note({ location: 'https://evil.example/' }), 'location'],
      [note({ location: '//evil.example/x' }), 'location'],
      [note({ location: undefined }), 'location'],
      [note({ metadata: { ...NEW_NOTE_METADATA, x: -1 } }), 'metadata.x'],
      [note({ metadata: { ...NEW_NOTE_METADATA, width: 10 } }), 'metadata.width'],
      [note({ metadata: { ...NEW_NOTE_METADATA, height: 1.5 } }), 'metadata.height'],
      [note({ title: 'x'.repeat(201) }), 'title'],
      [note({ content: 'a\u0000b' }), 'content'],
      [note({ id: { value: 'not-a-uuid' } }), 'id.value'],
    ];
    const blank = `/blank-${crypto.randomUUID()}`;
    for (const [payload, field] of cases) {
      const response = await save({ ...payload, ...(field === 'location' ? {} : { location: blank }) });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      const fields = (response.json().fieldErrors as { field: string }[]).map((f) => f.field);
      expect(
        fields.some((f) => f.endsWith(field)),
        `${field}: ${response.body}`,
      ).toBe(true);
    }
    expect((await list('')).statusCode).toBe(400);
    const none = await api.app.inject({ method: 'GET', url: '/api/notes', headers: anna.headers });
    expect(none.statusCode).toBe(400);
    expect((await remove('nope')).statusCode).toBe(400);
    expect((await remove(UNKNOWN)).statusCode).toBe(404);
    const probe = await save(note({ location: blank }));
    expect(await listed(blank, position(probe))).toHaveLength(1);
  });

  it('asks who you are first', async () => {
    expect((await save(note(), anonymous)).statusCode).toBe(401);
    expect((await list(page, anonymous)).statusCode).toBe(401);
    expect((await remove(UNKNOWN, anonymous)).statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_NOTES_PER_LOCATION} notes of one person on one page`, async () => {
    const crowded = `/crowded-${crypto.randomUUID()}`;
    let last = '';
    for (let i = 0; i < MAX_NOTES_PER_LOCATION; i++) {
      const response = await save(note({ location: crowded, title: `${i}` }), piotr);
      expect(response.statusCode, response.body).toBe(201);
      last = position(response);
    }
    expect(await listed(crowded, last, piotr)).toHaveLength(MAX_NOTES_PER_LOCATION);
    const one = await save(note({ location: crowded }), piotr);
    expect(one.statusCode).toBe(400);
    expect(one.json().title).toContain(String(MAX_NOTES_PER_LOCATION));
    // A new id chosen by the client is still a new note: no way around the limit.
    const chosen = await save(note({ location: crowded, id: { value: crypto.randomUUID() } }), piotr);
    expect(chosen.statusCode, chosen.body).toBe(400);
    expect(chosen.json().title).toContain(String(MAX_NOTES_PER_LOCATION));
    expect(await listed(crowded, last, piotr)).toHaveLength(MAX_NOTES_PER_LOCATION);
  });

  it('answers 201 for a new note under an id the client chose, 200 when it is saved again', async () => {
    const id = crypto.randomUUID();
    const created = await save(note({ id: { value: id } }));
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as NoteBody).id.value).toBe(id);
    const again = await save(note({ id: { value: id }, content: 'Zmienione' }));
    expect(again.statusCode, again.body).toBe(200);
    const same = await save(note({ id: { value: id }, content: 'Zmienione' }));
    expect(same.statusCode, same.body).toBe(200);
  });

  it('erases what an erased person wrote, keeping nothing readable', async () => {
    const { id: leavingId, session: leaving } = await signedInAs(
      api,
      `odchodzi-${crypto.randomUUID().slice(0, 8)}`,
      ['USER'],
      [branchId],
    );
    const written = await save(note({ title: 'Sekret', content: 'Tylko moje' }), leaving);
    expect(written.statusCode).toBe(201);
    const erased = await api.app.inject({
      method: 'DELETE',
      url: `/api/admin/user/${leavingId}`,
      headers: admin.headers,
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    // Once the notes read model has seen the erasure:
    await listed(page, position(erased));
    const row = await api.runtime.db
      .selectFrom('notes')
      .select(['title', 'content'])
      .where('id', '=', (written.json() as NoteBody).id.value)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: ERASED_MARK, content: ERASED_MARK });
  });
});
