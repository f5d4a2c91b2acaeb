import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra';
import { mergeCatalogs } from '@cenacle/shared-domain';
import { userDecider, userStream } from '@cenacle/shared-domain/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contexts } from '../contexts.ts';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInAs } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { accountHolding } from './accounts.ts';
import { caller } from './people-testing.ts';
import { mailedEmailChange } from './testing/accounts-client.ts';

/**
 * The account's calls (password, branch, erasure) and the people's calls (profile, users, servants)
 * write to the same stream `user-<id>`: each must read it whatever the other wrote there before.
 */
let api: TestApi;
let admin: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ({ api, admin } = await openDemoApi());
  call = caller(api);
}, 120_000);
afterAll(async () => api?.close());

describe("A user's stream, written by the account and the people calls", () => {
  it('changes the password after the profile changed, and uses the new address once confirmed', async () => {
    const { id, session } = await signedInAs(api, 'stream-person', ['SERVANT', 'USER'], []);
    const profile = await call(session, 'POST', '/api/user-profile', {
      id: { value: id },
      firstname: 'Halina',
      lastname: 'Strumień',
      email: 'halina.nowy@example.org',
      phone: null,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const link = await mailedEmailChange(api.runtime.store, 'emailChangeConfirm', 'halina.nowy@example.org');
    const confirmed = await call(session, 'POST', link.path);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const changed = await call(session, 'POST', '/api/change-password/', {
      oldPassword: 'stream-person',
      password1: 'Strumien-2026!x',
      password2: 'Strumien-2026!x',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Another API process, its cache cold, folds every event of the stream with the one decider.
    const cold = new CommandBus(api.runtime.store, randomUUID, {
      events: mergeCatalogs(contexts.map((c) => c.events)),
    });
    expect((await cold.load(userDecider, userStream(id))).state).toMatchObject({
      status: 'registered',
      login: 'stream-person',
      email: 'halina.nowy@example.org',
      firstName: 'Halina',
    });
  });

  it('erases a person whose address change waits, freeing both addresses and the login', async () => {
    const { id, session } = await signedInAs(api, 'stream-erased', ['SERVANT', 'USER'], []);
    const profile = await call(session, 'POST', '/api/user-profile', {
      id: { value: id },
      firstname: 'Irena',
      lastname: 'Strumień',
      email: 'irena.nowy@example.org',
      phone: null,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const erased = await call(admin, 'DELETE', `/api/admin/user/${id}`);
    expect(erased.statusCode, erased.body).toBe(204);
    expect(await accountHolding(api.runtime, 'email', 'irena.nowy@example.org')).toBeNull();
    expect(await accountHolding(api.runtime, 'email', 'stream-erased@cenacle.example')).toBeNull();
    expect(await accountHolding(api.runtime, 'login', 'stream-erased')).toBeNull();
  });
});
