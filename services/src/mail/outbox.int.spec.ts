import { randomUUID } from 'node:crypto';
import { listOutbox } from '@cenacle/projections/mail/outbox/outbox.queries.ts';
import { mailDecider, mailStream } from '@cenacle/shared-domain/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let branchId: string;

beforeAll(async () => {
  ({ api, admin, servant, branchId } = await openDemoApi());
});
afterAll(async () => api?.close());

async function requestMail(branch: string | null): Promise<{ mailId: string; position: string }> {
  const mailId = randomUUID();
  const { position } = await api.runtime.bus.handle(
    mailDecider,
    mailStream(mailId),
    {
      type: 'RequestMail',
      data: {
        mailId,
        personId: randomUUID(),
        recipient: `${mailId.slice(0, 8)}@example.org`,
        language: 'de',
        template: 'activation',
        params: { name: 'Jonas', link: 'https://cenacle.test/activation/x' },
        branchId: branch,
      },
      metadata: { userId: randomUUID(), now: new Date().toISOString() },
    },
    { correlationId: randomUUID(), causationId: null },
  );
  return { mailId, position: `${position?.commit}.${position?.prepare}` };
}

const get = (url: string, who: SignedIn | null) =>
  api.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

/** The outbox as the admin sees it once it lists every one of `ids`. */
async function listed(position: string, ids: readonly string[]) {
  for (let attempt = 0; ; attempt++) {
    const response = await get(`/api/outbox?position=${position}`, admin);
    const seen = new Set((response.json() as { id: { value: string } }[]).map((m) => m.id.value));
    if (ids.every((id) => seen.has(id)) || attempt > 100) return response;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Outbox', () => {
  it('lists requested mail to admins, one mail with its timeline, and refuses other staff', async () => {
    const own = await requestMail(branchId);
    const other = await requestMail(randomUUID());
    const list = await listed(other.position, [own.mailId, other.mailId]);
    expect(list.statusCode).toBe(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(2);

    const one = await get(`/api/outbox/${own.mailId}`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: { value: own.mailId },
      state: 'REQUESTED',
      language: 'de',
      branchId: { value: branchId },
      timeline: [{ type: 'MailRequested', attempt: null }],
    });

    expect((await get('/api/outbox', servant)).statusCode).toBe(403);
    expect((await get('/api/outbox', null)).statusCode).toBe(401);
    expect((await get(`/api/outbox/${randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await get('/api/outbox/not-a-uuid', admin)).statusCode).toBe(400);
  });

  it("keeps a branch's staff to their branches' mail", async () => {
    const own = await requestMail(branchId);
    const other = await requestMail(randomUUID());
    const unowned = await requestMail(null);
    await listed(unowned.position, [own.mailId, other.mailId, unowned.mailId]);
    const page = { offset: 0, limit: 500 };
    const mine = (await listOutbox(api.runtime.db, { branchIds: [branchId] }, page)).map((m) => m.id.value);
    expect(mine).toContain(own.mailId);
    expect(mine).not.toContain(other.mailId);
    expect(mine).not.toContain(unowned.mailId);
    expect(await listOutbox(api.runtime.db, { branchIds: [] }, page)).toEqual([]);
  });
});
