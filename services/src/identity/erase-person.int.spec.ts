import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitFor } from '@cenacle/infra/testing/wait.ts';
import { allProjectors } from '@cenacle/projections/read-models.ts';
import { ERASED_MARK } from '@cenacle/shared-domain';
import { userDecider, userStream } from '@cenacle/shared-domain/identity';
import { mailDecider, mailStream } from '@cenacle/shared-domain/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import { loginWhenReady, openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

const run = promisify(execFile);

/** A person whose every trace of name, login and address this test looks for. */
const PERSON = {
  login: 'wszechmira.q',
  password: 'Wszechmira-2026!',
  firstName: 'Wszechmira',
  lastName: 'Quintanilla-Przybysz',
  email: 'wszechmira.quintanilla@example.org',
};
const TRACES = [PERSON.login, PERSON.firstName, PERSON.lastName, PERSON.email];

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let person: SignedIn;
let sessionId: string;
let branchId: string;
const personId = randomUUID();
/** The log position of the person's last payment, and the session's summary then. */
let paidAt = '';
let summaryBefore: unknown;

const erase = (id: string, who: SignedIn = admin) =>
  api.app.inject({ method: 'DELETE', url: `/api/admin/user/${id}`, headers: who.headers });

const get = (url: string, who: SignedIn = admin) =>
  api.app.inject({ method: 'GET', url, headers: who.headers });

async function pgDump(): Promise<string> {
  const { stdout } = await run('/usr/bin/pg_dump', ['--no-owner', '--data-only', api.database.url], {
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout;
}

beforeAll(async () => {
  ({ api, admin, servant, sessionId, branchId } = await openDemoApi());
  const ctx = { correlationId: randomUUID(), causationId: null };
  const metadata = { userId: personId, now: new Date().toISOString() };
  await api.runtime.bus.handle(
    userDecider,
    userStream(personId),
    {
      type: 'RegisterUser',
      data: {
        userId: personId,
        login: PERSON.login,
        email: PERSON.email,
        firstName: PERSON.firstName,
        lastName: PERSON.lastName,
        passwordHash: await hashPassword(PERSON.password),
        authorities: ['SERVANT', 'USER'],
        branchIds: [branchId],
        langKey: 'pl',
        activated: true,
      },
      metadata,
    },
    ctx,
  );
  // Mail to the person, rendered with their name (as the reactor records it).
  const mailId = randomUUID();
  await api.runtime.bus.handle(
    mailDecider,
    mailStream(mailId),
    {
      type: 'RequestMail',
      data: {
        mailId,
        personId,
        recipient: PERSON.email,
        language: 'pl',
        template: 'invitation',
        params: { name: PERSON.firstName, link: 'https://cenacle.test/invite/x' },
        branchId,
      },
      metadata,
    },
    ctx,
  );
  await api.runtime.bus.handle(
    mailDecider,
    mailStream(mailId),
    {
      type: 'QueueMail',
      data: {
        mailId,
        personId,
        subject: `Zaproszenie dla ${PERSON.firstName}`,
        text: `Witaj ${PERSON.firstName} ${PERSON.lastName}`,
        html: `<p>Witaj ${PERSON.firstName} ${PERSON.lastName}</p>`,
      },
      metadata,
    },
    ctx,
  );
  // A refused attempt whose SMTP answer quotes the address, as servers do.
  await api.runtime.bus.handle(
    mailDecider,
    mailStream(mailId),
    {
      type: 'RecordMailDeliveryFailed',
      data: {
        mailId,
        personId,
        attempt: 1,
        smtpResponse: `450 4.2.1 <${PERSON.email}>: mailbox busy`,
        final: false,
      },
      metadata,
    },
    ctx,
  );
  person = await loginWhenReady(api.login, PERSON.login, PERSON.password);
  // The person records payments first: the totals and the audit trail the erasure must keep.
  for (const [category, value] of [
    ['BUY_IN', 420.5],
    ['DONATIONS', 99],
  ] as const) {
    const saved = await api.app.inject({
      method: 'POST',
      url: `/api/session-payment/${sessionId}`,
      headers: person.headers,
      payload: { category, value, description: 'wpłata' },
    });
    if (saved.statusCode !== 201) throw new Error(`a payment answered ${saved.statusCode}: ${saved.body}`);
    paidAt = saved.headers['app-log-position'] as string;
  }
  const summary = await get(`/api/session-payments/${sessionId}/summary?position=${paidAt}`);
  if (summary.statusCode !== 200) throw new Error(`the summary answered ${summary.statusCode}`);
  summaryBefore = summary.json();
}, 120_000);
afterAll(async () => api?.close());

describe('Erasing a person', () => {
  it('shows the payments the person recorded under their name in the audit trail', async () => {
    expect(summaryBefore).toMatchObject({
      income: expect.arrayContaining([
        expect.objectContaining({ category: 'BUY_IN' }),
        expect.objectContaining({ category: 'DONATIONS' }),
      ]),
    });
    const history = await get(`/api/session-payments/${sessionId}/history?position=${paidAt}`);
    const names = (history.json() as { user: { name: string | null } }[]).map((e) => e.user.name);
    expect(names.filter((n) => n === `${PERSON.firstName} ${PERSON.lastName}`)).toHaveLength(2);
    // The read models do hold the person until the erasure: the dump below can see a name.
    expect(await pgDump()).toContain(PERSON.lastName);
  });

  it('stores none of the personal fields in plaintext, even before the erasure', async () => {
    const { rows } = await api.runtime.pool.query<{ data: string }>(
      'SELECT data::text AS data FROM events WHERE stream_id = $1 OR data::text LIKE $2',
      [userStream(personId), `%${personId}%`],
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) for (const trace of TRACES) expect(row.data).not.toContain(trace);
    // The demo data went through the same bus: the demo admin's name is sealed too.
    const demo = await api.runtime.pool.query(
      "SELECT count(*)::int AS n FROM events WHERE data::text LIKE '%Nowak%' OR data::text LIKE '%admin@cenacle%'",
    );
    expect(demo.rows).toEqual([{ n: 0 }]);
  });

  it('is for administrators only, of a known account, with a well-formed id', async () => {
    const visitor = (await visit(api.app)).snapshot();
    expect((await erase(personId, visitor)).statusCode).toBe(401);
    expect((await erase(personId, servant)).statusCode).toBe(403);
    expect((await erase(personId, person)).statusCode).toBe(403);
    expect((await erase(randomUUID())).statusCode).toBe(404);
    expect((await erase('not-an-id')).statusCode).toBe(400);
  });

  it('erases: the spec’s delete alert, and the person can no longer sign in', async () => {
    const response = await erase(personId);
    expect(response.statusCode).toBe(204);
    expect(response.headers['app-alert']).toBe('administration.messages.user-erased');
    expect(response.headers['app-params']).toBe(personId);
    const key = await api.runtime.pool.query(
      'SELECT key, erased_at FROM personal_data_keys WHERE subject_id = $1',
      [personId],
    );
    expect(key.rows).toEqual([{ key: null, erased_at: expect.any(Date) }]);
    await waitFor('the signed-in person signed out', async () => {
      const account = await api.app.inject({ method: 'GET', url: '/api/account', headers: person.headers });
      return account.statusCode === 401;
    });
    await expect(api.login(PERSON.login, PERSON.password)).rejects.toThrow();
    // Erasing again changes nothing and still answers success.
    expect((await erase(personId)).statusCode).toBe(204);
  });

  describe('once erased', () => {
    beforeAll(async () => {
      // Erasing is idempotent: run alone, these tests erase the person here; after the test above,
      // erasing again changes nothing.
      expect((await erase(personId)).statusCode).toBe(204);
    });

    it('keeps the ledger totals through a rebuild of every projection, and the audit trail shows the placeholder', async () => {
      // The totals compared hold the person's own payments (made in beforeAll), whatever ran before.
      expect((summaryBefore as { paymentCount: number }).paymentCount).toBeGreaterThanOrEqual(2);
      const results = await rebuildProjections(
        { store: api.runtime.store, db: api.runtime.db, pool: api.runtime.pool },
        allProjectors,
        'all',
      );
      expect(results.map((r) => r.projection).sort()).toEqual(allProjectors.map((p) => p.name).sort());
      const summary = await get(`/api/session-payments/${sessionId}/summary?position=${paidAt}`);
      expect(summary.json()).toEqual(summaryBefore);
      const history = await get(`/api/session-payments/${sessionId}/history?position=${paidAt}`);
      const entries = history.json() as {
        user: { id: { value: string } | null; name: string | null; login: string };
      }[];
      const theirs = entries.filter((e) => e.user.id?.value === personId);
      expect(theirs).toHaveLength(2);
      for (const entry of theirs) {
        expect(entry.user.name).toBe(`${ERASED_MARK} ${ERASED_MARK}`);
        expect(entry.user.login).toBe(`erased-${personId}`);
      }
    });

    it("leaves no trace of the person's name, login or address anywhere in a pg_dump of the database", async () => {
      const dump = await pgDump();
      expect(dump).toContain('personal_data_keys');
      expect(dump).toContain(personId);
      for (const trace of TRACES) expect(dump.toLowerCase()).not.toContain(trace.toLowerCase());
      // The demo admin, never erased, is still there in the read models: the dump does hold names.
      expect(dump).toContain('Nowak');
    });
  });
});
