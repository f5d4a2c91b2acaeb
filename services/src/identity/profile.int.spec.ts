import { HIDDEN, photo, samples } from '@cenacle/infra/files/testing/sample-files.ts';
import { waitForValue } from '@cenacle/infra/testing/wait.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWhenReady, openDemoApi } from '../testing/fixtures.ts';
import { multipartBody } from '../testing/multipart.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';
import { caller } from './people-testing.ts';
import { mailedEmailChange } from './testing/accounts-client.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let user: SignedIn;
let anonymous: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ({ api, admin, servant } = await openDemoApi());
  user = await loginWhenReady(api.login, 'user', 'user');
  anonymous = (await visit(api.app)).snapshot();
  call = caller(api);
}, 120_000);
afterAll(async () => api?.close());

const profileOf = async (who: SignedIn, after?: { headers: Record<string, unknown> }) => {
  const response = await call(who, 'GET', '/api/user-profile', undefined, after);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

function uploadAvatar(who: SignedIn, employeeId: string, content: Buffer, name = 'me.png') {
  const body = multipartBody('file', name, content, 'image/png');
  return api.app.inject({
    method: 'POST',
    url: `/api/avatar/upload/${employeeId}`,
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('User profile', () => {
  it('answers the signed-in user and saves his name and phone; a new address waits for its link', async () => {
    const before = await profileOf(user);
    expect(before).toMatchObject({ firstname: 'Jan', lastname: 'Wiśniewski', email: 'user@cenacle.example' });
    expect(before.phone).toBeNull();
    const saved = await call(user, 'POST', '/api/user-profile', {
      ...before,
      firstname: ' Janek ',
      phone: '+48 600 100 200',
      email: 'janek@cenacle.example',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['app-alert']).toBe('settings.messages.profile-saved');
    const after = await profileOf(user, saved);
    expect(after).toMatchObject({
      firstname: 'Janek',
      phone: '+48 600 100 200',
      email: 'user@cenacle.example',
    });
    // The link goes to the new address, and the old one is told.
    const store = api.runtime.store;
    const link = await mailedEmailChange(store, 'emailChangeConfirm', 'janek@cenacle.example');
    expect(await mailedEmailChange(store, 'emailChangeNotice', 'user@cenacle.example')).toMatchObject({
      params: { email: 'janek@cenacle.example' },
    });
    const confirmed = await api.app.inject({ method: 'POST', url: link.path, headers: anonymous.headers });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await profileOf(user, confirmed)).toMatchObject({ email: 'janek@cenacle.example' });
    const again = await api.app.inject({ method: 'POST', url: link.path, headers: anonymous.headers });
    expect(again.statusCode).toBe(400);
    // The account the shell reads follows the profile.
    await waitForValue('the account renamed', async () => {
      const account = await call(user, 'GET', '/api/account');
      return account.json().firstName === 'Janek' ? true : null;
    });
  });

  it('answers 400 with violations per field and changes nothing', async () => {
    const before = await profileOf(servant);
    const response = await call(servant, 'POST', '/api/user-profile', {
      firstname: '',
      lastname: 'Kowalski',
      email: 'not-an-address',
      phone: 'x'.repeat(41),
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().violations as { field: string }[]).map((v) => v.field).sort();
    expect(fields).toEqual(['email', 'firstname', 'phone']);
    expect(await profileOf(servant)).toEqual(before);
  });

  it("refuses another account's address (400 on email), whatever its case", async () => {
    const response = await call(servant, 'POST', '/api/user-profile', {
      firstname: 'Piotr',
      lastname: 'Kowalski',
      email: 'ADMIN@cenacle.example',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([{ field: 'email', message: expect.any(String) }]);
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await call(anonymous, 'GET', '/api/user-profile')).statusCode).toBe(401);
    expect((await call(anonymous, 'POST', '/api/user-profile', { firstname: 'A' })).statusCode).toBe(401);
  });
});

describe('Avatar', () => {
  it('stores an uploaded picture re-encoded and serves it for the person', async () => {
    const me = await profileOf(servant);
    const original = await photo('png');
    const response = await uploadAvatar(servant, me.id.value, original);
    expect(response.statusCode, response.body).toBe(201);
    const fileId = response.json().value;
    const profile = await profileOf(servant, response);
    expect(profile.avatar).toEqual({ value: fileId });
    const image = await call(servant, 'GET', `/api/avatar/${me.id.value}?stamp=${fileId}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.includes(HIDDEN)).toBe(false);
    // Removing it from the profile: no avatar any more.
    const removed = await call(servant, 'POST', '/api/user-profile', { ...profile, avatar: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await profileOf(servant, removed)).avatar).toBeNull();
  });

  it('lets only the person himself or an administrator change it', async () => {
    const target = (await profileOf(user)).id.value;
    expect((await uploadAvatar(servant, target, await photo('png'))).statusCode).toBe(403);
    // Refused before the file is read: too big or not, another person's avatar is 403.
    const big = Buffer.alloc(api.runtime.config.fileMaxBytes + 1, 1);
    expect((await uploadAvatar(servant, target, big)).statusCode).toBe(403);
    expect((await uploadAvatar(anonymous, target, await photo('png'))).statusCode).toBe(401);
    const byAdmin = await uploadAvatar(admin, target, await photo('jpeg'), 'me.jpg');
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect((await profileOf(user, byAdmin)).avatar).toEqual({ value: byAdmin.json().value });
  });

  it('refuses what is no picture, and a picture past the size limit with the "request too big" detail', async () => {
    const me = (await profileOf(admin)).id.value;
    const pdf = await uploadAvatar(admin, me, samples.pdf, 'cv.png');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().fieldErrors).toEqual([
      { objectName: 'avatar', field: 'file', message: 'error.file.kindRefused' },
    ]);
    expect(pdf.json().params).toEqual({ allowed: 'JPEG, PNG' });
    const big = await uploadAvatar(admin, me, Buffer.alloc(api.runtime.config.fileMaxBytes + 1, 1));
    expect(big.statusCode).toBe(400);
    expect(big.json().detail).toMatch(/^request too big: /);
    expect((await profileOf(admin)).avatar).toBeNull();
  });

  it('refuses to name a picture that is not the current avatar', async () => {
    const profile = await profileOf(admin);
    const response = await call(admin, 'POST', '/api/user-profile', {
      ...profile,
      avatar: { value: '00000000-0000-4000-8000-000000000001' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([{ field: 'avatar', message: 'error.user.avatarUnknown' }]);
  });
});
