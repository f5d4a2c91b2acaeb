import { rosterStream } from '@cenacle/shared-domain/participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/**
 * Staff record the answers to the session's registration form when they register or correct someone:
 * checked as the public form checks them, kept in the event, shown by the participants list.
 */
let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let sessionId: string;
/** The demo form's questions by type: RADIO (Nocleg), GENDER, AGE, LONG_TEXT, CHECKBOX (consent). */
const question: Record<string, string> = {};

beforeAll(async () => {
  ({ api, admin, servant, sessionId } = await openDemoApi());
  const form = await api.app.inject({ method: 'GET', url: `/api/registration-form/${sessionId}` });
  for (const item of form.json().items as { id: { value: string }; type: string }[]) {
    question[item.type] ??= item.id.value;
  }
}, 120_000);
afterAll(async () => api?.close());

const q = (type: string): string => {
  const id = question[type];
  if (!id) throw new Error(`the demo form has no ${type} question`);
  return id;
};

const save = (body: object, who: SignedIn = admin) =>
  api.app.inject({
    method: 'POST',
    url: `/api/session-participant/${sessionId}`,
    headers: who.headers,
    payload: body,
  });

const person = (n: string, questions: object[]) => ({
  firstname: 'Weronika',
  lastname: `Odpowiedzi${n}`,
  email: `weronika.${n}@example.org`,
  level: 'I',
  questions,
});

const answers = () => [
  { id: { value: q('RADIO') }, value: '150 zł - pokój dwuosobowy' },
  { id: { value: q('GENDER') }, value: 'FEMALE' },
  { id: { value: q('AGE') }, value: '34' },
  { id: { value: q('LONG_TEXT') }, value: 'dieta bezglutenowa' },
  { id: { value: q('CHECKBOX') }, value: 'true' },
];

const roster = async () => api.runtime.store.readStream(rosterStream(sessionId));

const listed = async (position: unknown, text: string) => {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/session-registrations/${sessionId}?position=${String(position)}&text=${text}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { id: { value: string }; questions: unknown[]; price: number }[];
};

describe('Answers staff record for a registration', () => {
  it('stores the answers in the event, prices the chosen option, and lists them for the preview', async () => {
    const saved = await save(person('a', answers()), servant);
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id.value as string;
    const event = (await roster()).find(
      (e) => e.type === 'ParticipantRegistered' && (e.data as { participantId: string }).participantId === id,
    );
    expect(event?.data).toMatchObject({
      source: 'STAFF',
      questions: [
        { id: q('RADIO'), value: '150 zł - pokój dwuosobowy' },
        { id: q('GENDER'), value: 'FEMALE' },
        { id: q('AGE'), value: '34' },
        { id: q('LONG_TEXT'), value: 'dieta bezglutenowa' },
        { id: q('CHECKBOX'), value: 'true' },
      ],
    });
    const [row] = await listed(saved.headers['app-log-position'], 'odpowiedzia');
    expect(row?.id.value).toBe(id);
    expect(row?.questions).toEqual(answers());
    // The chosen accommodation's price tag counts, as on the public page.
    expect(row?.price).toBeGreaterThanOrEqual(150);
  });

  it('keeps a required question blank when staff do not know the answer', async () => {
    const saved = await save(person('b', [{ id: q('GENDER'), value: 'MALE' }]));
    expect(saved.statusCode, saved.body).toBe(201);
    const [row] = await listed(saved.headers['app-log-position'], 'odpowiedzib');
    expect(row?.questions).toEqual([{ id: { value: q('GENDER') }, value: 'MALE' }]);
  });

  it('changes the answers with a correction, and the list shows the new ones', async () => {
    const saved = await save(person('c', answers()));
    const id = saved.json().id.value as string;
    const corrected = await save({
      ...person('c', [
        { id: q('GENDER'), value: 'MALE' },
        { id: q('RADIO'), value: 'Bez noclegu' },
      ]),
      id: { value: id },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const [row] = await listed(corrected.headers['app-log-position'], 'odpowiedzic');
    expect(row?.questions).toEqual([
      { id: { value: q('GENDER') }, value: 'MALE' },
      { id: { value: q('RADIO') }, value: 'Bez noclegu' },
    ]);
  });

  it('refuses answers the form does not take with field errors per question, appending nothing', async () => {
    const before = (await roster()).length;
    const unknown = api.runtime.newId();
    const refused = await save(
      person('d', [
        { id: { value: q('RADIO') }, value: 'Hotel' },
        { id: { value: q('GENDER') }, value: 'OTHER' },
        { id: { value: q('AGE') }, value: '-3' },
        { id: { value: unknown }, value: 'x' },
        { id: { value: q('CHECKBOX') }, value: 'yes' },
      ]),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: `questions[${q('RADIO')}]`, message: 'Pattern' }),
        expect.objectContaining({ field: `questions[${q('GENDER')}]`, message: 'Pattern' }),
        expect.objectContaining({ field: `questions[${q('AGE')}]`, message: 'Pattern' }),
        expect.objectContaining({ field: `questions[${unknown}]`, message: 'UnknownQuestion' }),
        expect.objectContaining({ field: `questions[${q('CHECKBOX')}]`, message: 'Pattern' }),
      ]),
    );
    expect(refused.json().fieldErrors).toHaveLength(5);
    const twice = await save(
      person('d', [
        { id: q('GENDER'), value: 'MALE' },
        { id: q('GENDER'), value: 'FEMALE' },
      ]),
    );
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().fieldErrors).toEqual([
      expect.objectContaining({ field: `questions[${q('GENDER')}]`, message: 'Duplicate' }),
    ]);
    expect((await roster()).length).toBe(before);
  });

  it('refuses a correction with a bad answer and keeps the registration as it was', async () => {
    const saved = await save(person('e', answers()));
    const id = saved.json().id.value as string;
    const before = (await roster()).length;
    const refused = await save({
      ...person('e', [{ id: q('AGE'), value: 'trzydzieści' }]),
      id: { value: id },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fieldErrors).toEqual([
      expect.objectContaining({ field: `questions[${q('AGE')}]`, message: 'Pattern' }),
    ]);
    expect((await roster()).length).toBe(before);
    const [row] = await listed(saved.headers['app-log-position'], 'odpowiedzie');
    expect(row?.questions).toEqual(answers());
  });
});
