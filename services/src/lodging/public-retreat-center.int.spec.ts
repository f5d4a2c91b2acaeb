import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/** The public page of a retreat centre: anyone reads it, and it never tells who sleeps where. */
let api: TestApi;
let admin: SignedIn;

beforeAll(async () => {
  ({ api, admin } = await openDemoApi());
}, 120_000);
afterAll(async () => api?.close());

describe('Public retreat centre', () => {
  it('shows a visitor the centre with its buildings but none of their rooms, and nothing once deleted', async () => {
    const saved = await api.app.inject({
      method: 'POST',
      url: '/api/retreat-center/',
      headers: admin.headers,
      payload: {
        name: 'Dom Rekolekcyjny Emaus',
        contact: 'emaus@example.org',
        country: 'POL',
        city: 'Kraków',
        address: 'ul. Leśna 3',
        description: 'Cisza i las.',
        buildings: [{ name: 'Dom Główny', rooms: [{ name: 'Pokój 12', beds: 2 }] }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id: string = saved.json().id.value;

    const shown = await api.app.inject({
      method: 'GET',
      url: `/api/public-retreat-center/${id}?position=${saved.headers['app-log-position']}`,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    const buildingId: string = saved.json().buildings[0].id.value;
    expect(shown.json()).toEqual({
      id: { value: id },
      name: 'Dom Rekolekcyjny Emaus',
      contact: 'emaus@example.org',
      country: 'POL',
      city: 'Kraków',
      address: 'ul. Leśna 3',
      description: 'Cisza i las.',
      buildings: [{ id: { value: buildingId }, name: 'Dom Główny', photo: null }],
    });
    expect(shown.body).not.toContain('Pokój 12');

    const deleted = await api.app.inject({
      method: 'DELETE',
      url: `/api/retreat-center/${id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const gone = await api.app.inject({
      method: 'GET',
      url: `/api/public-retreat-center/${id}?position=${deleted.headers['app-log-position']}`,
    });
    expect(gone.statusCode).toBe(404);
  });
});
