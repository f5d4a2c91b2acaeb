import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/**
 * The room proposal tells rooms apart by gender, which it reads from the answer to the session form's
 * GENDER question. People staff register by hand are placed once staff record that answer, as those
 * who registered through the public form are.
 */
let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let sessionId: string;
let genderQuestion: string;

beforeAll(async () => {
  ({ api, admin, servant, sessionId } = await openDemoApi());
  const form = await api.app.inject({ method: 'GET', url: `/api/registration-form/${sessionId}` });
  const items = form.json().items as { id: { value: string }; type: string }[];
  const gender = items.find((item) => item.type === 'GENDER');
  if (!gender) throw new Error('the demo form asks no gender');
  genderQuestion = gender.id.value;
}, 120_000);
afterAll(async () => api?.close());

const registerByHand = async (name: string, questions: object[]) => {
  const saved = await api.app.inject({
    method: 'POST',
    url: `/api/session-participant/${sessionId}`,
    headers: admin.headers,
    payload: {
      firstname: name,
      lastname: 'Ręczna',
      email: `${name}.reczna@example.org`,
      level: 'I',
      questions,
    },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return { id: saved.json().id.value as string, position: saved.headers['app-log-position'] };
};

interface Proposal {
  placements: { person: { type: string; id: { value: string } }; reasons: string[] }[];
  unplaced: { person: { type: string; id: { value: string } }; reason: string }[];
}

describe('The room proposal and people registered by staff', () => {
  it('places someone staff registered with a gender, and leaves one without it to the planner', async () => {
    const known = await registerByHand('aniela', [{ id: { value: genderQuestion }, value: 'FEMALE' }]);
    const unknown = await registerByHand('bogna', []);
    const answer = await api.app.inject({
      method: 'GET',
      url: `/api/participant-rooms/proposal?session=${sessionId}&position=${String(unknown.position)}`,
      headers: servant.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const proposal = answer.json() as Proposal;
    const placed = proposal.placements.find((p) => p.person.id.value === known.id);
    expect(placed?.person.type).toBe('participant');
    expect(placed?.reasons).toEqual(
      expect.arrayContaining([expect.stringMatching(/EMPTY_ROOM|SAME_GENDER/)]),
    );
    expect(proposal.unplaced).toContainEqual({
      person: { type: 'participant', id: { value: unknown.id } },
      reason: 'GENDER_UNKNOWN',
    });
  });
});
