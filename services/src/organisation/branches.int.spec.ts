import { photo } from '@cenacle/infra/files/testing/sample-files.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { multipartBody } from '../testing/multipart.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

/** A visitor who is not signed in but holds the page's CSRF token: the refusal is about the sign-in. */
let anonymous: SignedIn;

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let user: SignedIn;
let branchAdmin: SignedIn;
let otherBranchAdmin: SignedIn;
let demoBranchId: string;
let otherBranchId: string;

interface BranchBody {
  id: { value: string };
  name: string;
  [key: string]: unknown;
}

const post = (url: string, payload: object, who: SignedIn | null = admin) =>
  api.app.inject({ method: 'POST', url, payload, ...(who ? { headers: who.headers } : {}) });
const del = (url: string, who: SignedIn | null = admin) =>
  api.app.inject({ method: 'DELETE', url, ...(who ? { headers: who.headers } : {}) });

async function branches(position?: string): Promise<BranchBody[]> {
  const url = position ? `/api/branches?position=${position}` : '/api/branches';
  return (await api.app.inject({ method: 'GET', url })).json() as BranchBody[];
}

async function uploadPhoto(who: SignedIn = admin): Promise<string> {
  const body = multipartBody('document', 'front.jpg', await photo('jpeg', 64, 48), 'image/jpeg');
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().value as string;
}

const full = {
  name: 'Cenacle Wilno',
  country: 'ltu',
  city: 'Wilno',
  phone: '+370 5 000 0000',
  email: 'wilno@cenacle.example',
  facebook: 'https://facebook.com/cenacle.wilno',
  description: '<p>Nasza <strong>filia</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
  longitude: 25.28,
  latitude: 54.69,
  active: true,
  currencySign: '€',
};

beforeAll(async () => {
  ({ api, admin, servant, branchId: demoBranchId } = await openDemoApi());
  const other = await post('/api/branch/', { name: 'Cenacle Praga', country: 'CZE', city: 'Praha' });
  otherBranchId = other.json().id.value;
  [user, branchAdmin, otherBranchAdmin] = await Promise.all([
    signedInStaff(api, ['USER'], [demoBranchId]),
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [demoBranchId]),
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [otherBranchId]),
  ]);
  anonymous = (await visit(api.app)).snapshot();
}, 120_000);
afterAll(async () => api?.close());

describe('Branches', () => {
  it('opens a branch with every field, keeping only harmless HTML in the description', async () => {
    const fileId = await uploadPhoto();
    const response = await post('/api/branch/', { ...full, photo: { fileId, fileName: 'front.jpg' } });
    expect(response.statusCode).toBe(201);
    expect(response.headers['app-alert']).toBe('planning.messages.branch-created');
    const created = response.json() as BranchBody;
    expect(created).toMatchObject({
      name: 'Cenacle Wilno',
      country: 'LTU',
      photo: { fileId, fileName: 'front.jpg' },
      phone: '+370 5 000 0000',
      email: 'wilno@cenacle.example',
      facebook: 'https://facebook.com/cenacle.wilno',
      longitude: 25.28,
      latitude: 54.69,
      currencySign: '€',
    });
    expect(created.description).toBe('<p>Nasza <strong>filia</strong></p>');
    const listed = (await branches(response.headers['app-log-position'] as string)).find(
      (b) => b.id.value === created.id.value,
    );
    expect(listed).toEqual(created);
  });

  it('saves a branch again with every field changed, under the same id', async () => {
    const created = (
      await post('/api/branch/', { name: 'Cenacle Ryga', country: 'LVA', city: 'Ryga' })
    ).json();
    expect(created).toMatchObject({ currencySign: 'zł', photo: null, longitude: null, description: null });
    const changed = {
      ...full,
      id: created.id,
      version: created.version,
      name: 'Cenacle Riga',
      country: 'LVA',
      city: 'Riga',
      active: false,
    };
    const response = await post('/api/branch/', changed);
    expect(response.statusCode).toBe(200);
    expect(response.headers['app-alert']).toBe('planning.messages.branch-updated');
    const listed = (await branches(response.headers['app-log-position'] as string)).filter(
      (b) => b.id.value === created.id.value,
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      name: 'Cenacle Riga',
      city: 'Riga',
      active: false,
      latitude: 54.69,
      version: 2,
    });
    // A second editor who opened version 1 is refused (409) and changes nothing; no version: 400.
    const stale = await post('/api/branch/', { ...changed, city: 'Jūrmala' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe('error.document.changed');
    const { version: _v, ...unversioned } = changed;
    expect((await post('/api/branch/', { ...unversioned, city: 'Jūrmala' })).statusCode).toBe(400);
    expect(await api.runtime.store.readStream(`branch-${created.id.value}`)).toHaveLength(2);
  });

  it('answers per-field errors in the spec shape and changes nothing', async () => {
    const before = await branches();
    const response = await post('/api/branch/', {
      name: '',
      country: 'Polska',
      city: ' ',
      photo: { fileId: 'nope' },
      phone: 'call me',
      email: 'not-an-address',
      facebook: 'javascript:alert(1)',
      longitude: 181,
      latitude: -91,
      active: 'yes',
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fieldErrors as { field: string; objectName: string }[]).map(
      (e) => e.field,
    );
    expect(new Set(fields.map((f) => f.split('.')[0]))).toEqual(
      new Set([
        'name',
        'country',
        'city',
        'photo',
        'phone',
        'email',
        'facebook',
        'longitude',
        'latitude',
        'active',
      ]),
    );
    expect(await branches()).toEqual(before);
  });

  it('refuses a photo the file store does not hold, on the photo field', async () => {
    const response = await post('/api/branch/', {
      ...full,
      photo: { fileId: '00000000-0000-4000-8000-000000000009', fileName: 'x.jpg' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([
      { objectName: 'branch', field: 'photo', message: 'error.branch.photoNotFound' },
    ]);
  });

  it('lets a branch admin edit his own branch, and nobody else open, edit or delete', async () => {
    const own = (await branches()).find((b) => b.id.value === demoBranchId);
    const { id, version, name, country, city } = own as BranchBody & {
      version: number;
      country: string;
      city: string;
    };
    const edit = { id, version, name, country, city, phone: '+48 12 111 11 11' };
    const byOwnAdmin = await post('/api/branch/', edit, branchAdmin);
    expect(byOwnAdmin.statusCode).toBe(200);
    expect(byOwnAdmin.json()).toMatchObject({ phone: '+48 12 111 11 11' });

    expect((await post('/api/branch/', edit, otherBranchAdmin)).statusCode).toBe(403);
    expect(
      (await post('/api/branch/', { name: 'X', country: 'POL', city: 'Y' }, branchAdmin)).statusCode,
    ).toBe(403);
    for (const who of [servant, user]) {
      expect((await post('/api/branch/', edit, who)).statusCode).toBe(403);
      expect((await del(`/api/branch/${demoBranchId}`, who)).statusCode).toBe(403);
    }
    expect((await del(`/api/branch/${demoBranchId}`, branchAdmin)).statusCode).toBe(403);
    expect((await post('/api/branch/', edit, anonymous)).statusCode).toBe(401);
    expect((await del(`/api/branch/${demoBranchId}`, anonymous)).statusCode).toBe(401);
  });

  it('deletes a branch as an event: it no longer lists, and cannot be deleted or edited again', async () => {
    const created = (
      await post('/api/branch/', { name: 'Cenacle Tymczasowa', country: 'POL', city: 'Łódź' })
    ).json();
    const response = await del(`/api/branch/${created.id.value}`);
    expect(response.statusCode).toBe(204);
    const position = response.headers['app-log-position'] as string;
    expect((await branches(position)).map((b) => b.id.value)).not.toContain(created.id.value);
    const events = await api.runtime.store.readStream(`branch-${created.id.value}`);
    expect(events.map((e) => e.type)).toEqual(['BranchCreated', 'BranchDeleted']);
    expect((await del(`/api/branch/${created.id.value}`)).statusCode).toBe(404);
    const edit = { id: created.id, name: 'Cenacle Tymczasowa', country: 'POL', city: 'Łódź' };
    expect((await post('/api/branch/', edit)).statusCode).toBe(404);
    expect((await del('/api/branch/not-a-uuid')).statusCode).toBe(400);
  });
});
