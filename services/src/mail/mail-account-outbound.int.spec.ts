import { CHECK_ANSWER_MS } from '@cenacle/infra/mail/mail-account-transport.ts';
import { startAuthSmtpServer } from '@cenacle/infra/mail/testing/auth-smtp-server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

const PASSWORD = 'Wiosna-2027!';
const USERNAME = 'filia@cenacle.example';

let api: TestApi;
let branchAdmin: SignedIn;
let branchId: string;
let smtp: Awaited<ReturnType<typeof startAuthSmtpServer>>;

beforeAll(async () => {
  smtp = await startAuthSmtpServer({ user: USERNAME, password: PASSWORD });
  // As deployed by default: no non-public network allowed (issue 23 §2, decision 015).
  ({ api, branchId } = await openDemoApi({}, { outboundAllowedNetworks: '' }));
  branchAdmin = await signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [branchId]);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const save = (host: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/mail-account',
    headers: branchAdmin.headers,
    payload: {
      username: USERNAME,
      password: PASSWORD,
      outgoingProtocol: 'SMTP',
      incomingProtocol: 'IMAP',
      host,
      port: smtp.port,
    },
  });

describe('Mail account on a non-public address', () => {
  it('answers ERROR for loopback in every spelling, after the usual time, without connecting', async () => {
    const spellings = [
      '127.0.0.1',
      '127.1',
      '2130706433',
      '0x7f.1',
      '0177.0.0.1',
      '017700000001',
      'localhost',
    ];
    const started = performance.now();
    const answers = await Promise.all(spellings.map(save));
    const elapsed = performance.now() - started;
    expect(answers.map((a) => [a.statusCode, a.json().result])).toEqual(spellings.map(() => [200, 'ERROR']));
    // A refused host is not answered at once: it looks like any host that does not answer.
    expect(elapsed).toBeGreaterThanOrEqual(CHECK_ANSWER_MS - 5);
    expect(smtp.seen).toEqual({ connections: 0, auths: [] });
    expect(await api.runtime.store.readStream(`mailAccount-${branchId}`)).toEqual([]);
  });

  it('refuses IPv6 spellings as no host name at all (400)', async () => {
    for (const host of ['[::ffff:127.0.0.1]', '::1', '[::1]']) {
      const response = await save(host);
      expect(response.statusCode, host).toBe(400);
      expect(response.json().fieldErrors).toEqual([expect.objectContaining({ field: 'host' })]);
    }
    expect(smtp.seen).toEqual({ connections: 0, auths: [] });
  });
});
