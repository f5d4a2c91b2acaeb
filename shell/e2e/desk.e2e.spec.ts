import { randomUUID } from 'node:crypto';
import { loadConfig } from '@cenacle/infra/config/config.ts';
import { registrationToken } from '@cenacle/infra/secrets/registration-token.ts';
import { LEDGER_AUDIT_READ_MODEL, LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting/rules';
import type { DeskAction, DeskPerson, DeskRoster } from '@cenacle/shared-domain/desk/contracts';
import { DESK_ARRIVALS_READ_MODEL } from '@cenacle/shared-domain/desk/rules';
import { PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { seriousAxeViolations } from './support/public-site.ts';
import { liveAndRebuiltReadModels } from './support/read-models.ts';
import { uniqueDates } from './support/room-api.ts';
import { ADMIN, pickFromAccountMenu, signInContext } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

/** The desk's calls straight through the API, as a desk signed in on `context` makes them. */
class DeskApi {
  private constructor(
    private readonly context: BrowserContext,
    private readonly shellUrl: string,
    private readonly token: string,
  ) {}

  static async of(context: BrowserContext, shellUrl: string): Promise<DeskApi> {
    const token = (await context.cookies(shellUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return new DeskApi(context, shellUrl, decodeURIComponent(token));
  }

  async roster(sessionId: string): Promise<DeskRoster> {
    const response = await this.context.request.get(`${this.shellUrl}/api/desk/${sessionId}/roster`);
    if (!response.ok()) throw new Error(`GET roster answered ${response.status()}`);
    return (await response.json()) as DeskRoster;
  }

  /** The roster once it satisfies `ok` (the read models catch up with the last writes). */
  async rosterWhen(sessionId: string, ok: (people: DeskPerson[]) => boolean): Promise<DeskRoster> {
    let last: DeskRoster | null = null;
    for (let attempt = 0; attempt < 300; attempt++) {
      last = await this.roster(sessionId);
      if (ok(last.people)) return last;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(
      `The desk's roster of ${sessionId} did not show what was expected: ${JSON.stringify(last)}`,
    );
  }

  async send(sessionId: string, actions: DeskAction[]) {
    const response = await this.context.request.post(`${this.shellUrl}/api/desk/${sessionId}/actions`, {
      data: { actions },
      headers: { 'X-XSRF-TOKEN': this.token },
    });
    if (!response.ok())
      throw new Error(`POST actions answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as { results: { outcome: string }[] };
  }

  /** The session's ledger as the treasurer's audit trail lists it. */
  async ledger(
    sessionId: string,
  ): Promise<
    { type: string; paymentId: { value: string }; madeAt: string | null; receivedAt: string | null }[]
  > {
    const response = await this.context.request.get(
      `${this.shellUrl}/api/session-payments/${sessionId}/history?size=100`,
    );
    if (!response.ok())
      throw new Error(`GET history answered ${response.status()}: ${await response.text()}`);
    return response.json();
  }
}

const personOf = (roster: DeskRoster, id: string) => {
  const person = roster.people.find((p) => p.participantId === id);
  if (!person) throw new Error(`${id} is not on the roster`);
  return person;
};

/** The actions a page posted to the desk's route, in order (what went over the wire, not a stand-in). */
function postedActions(page: Page): DeskAction[] {
  const posted: DeskAction[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/desk\/[^/]+\/actions$/.test(new URL(request.url()).pathname))
      posted.push(...(request.postDataJSON() as { actions: DeskAction[] }).actions);
  });
  return posted;
}

describe('The arrival desk', () => {
  let web: WebServers;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let sessionId: string;
  let staff: Staff;
  let desk: DeskApi;
  let posted: DeskAction[];
  let token: string;
  const tag = randomUUID().slice(0, 6);
  const people: { id: string; lastname: string }[] = [];

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    context = await browser.newContext({ serviceWorkers: 'allow' });
    staff = await Staff.signIn(context, web.urls.shell);
    desk = await DeskApi.of(context, web.urls.shell);
    sessionId = await staff.planSession(['I'], uniqueDates());
    for (let i = 0; i < 5; i++) {
      const lastname = `Kowal${tag}${i}`;
      const id = await staff.registerByHand(sessionId, {
        firstname: `Osoba${i}`,
        lastname,
        email: `osoba${i}.${tag}@example.org`,
        children: i === 0 ? [{ firstname: 'Zosia', lastname, age: 6 }] : [],
      });
      people.push({ id, lastname });
    }
    await desk.rosterWhen(sessionId, (listed) => listed.length === people.length);
    // What the confirmation mail's QR code carries for the second person (generation 0, the API's key).
    token = registrationToken(loadConfig().secretsKey, people[1]?.id as string, 0);
    page = await context.newPage();
    posted = postedActions(page);
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  const search = (text: string) => page.getByTestId('desk-search').fill(text);
  const card = () => page.getByTestId('desk-person');

  it('opens a session’s desk, finds people by name and by the scanned confirmation code', async () => {
    await page.goto(`${web.urls.shell}/desk/${sessionId}`);
    await page.getByTestId('desk-search').waitFor();
    await search(`kowal${tag}0`);
    await expect.poll(() => card().locator('h3').textContent()).toBe(`Osoba0 ${people[0]?.lastname}`);
    // A hardware scanner types the QR code's token into the search field.
    await search(token);
    await expect.poll(() => card().locator('h3').textContent()).toBe(`Osoba1 ${people[1]?.lastname}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('reads the confirmation’s QR code from a photo, with no camera and nothing fetched from elsewhere', async () => {
    // The code as a mail would carry it, drawn by Cenacle's own QR generator page and photographed.
    const generator = await context.newPage();
    await generator.goto(`${web.urls.shell}/qr-generator`);
    await generator.getByTestId('qr-address').fill(`${web.urls.shell}/r/${token}`);
    const photo = await generator.getByTestId('qr-code').screenshot();
    await generator.close();
    await search('nikt');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page
      .getByTestId('desk-scan-photo')
      .setInputFiles({ name: 'kod.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => card().locator('h3').textContent()).toBe(`Osoba1 ${people[1]?.lastname}`);
    const origins = new Set(requests.map((url) => new URL(url).origin));
    const ours = new Set([web.urls.shell, ...Object.values(web.remotes).map((url) => new URL(url).origin)]);
    expect([...origins].filter((origin) => !ours.has(origin) && origin !== 'null')).toEqual([]);
  });

  it('works with the keyboard alone: search, confirm presence, take a payment', async () => {
    await page.goto(`${web.urls.shell}/desk/${sessionId}`);
    await page.getByTestId('desk-search').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('desk-search');
    await page.keyboard.type(`kowal${tag}1`);
    await card().waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    for (let i = 0; i < 8 && (await focused()) !== 'desk-confirm'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('desk-confirm');
    await page.keyboard.press('Enter');
    await expect.poll(() => card().getByTestId('desk-presence').textContent()).toBe('Obecny(-a)');
    // The focus moved on to the payment's amount (the confirm button is gone).
    await expect.poll(focused).toBe('desk-payment-amount');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('50');
    await page.keyboard.press('Enter');
    await expect.poll(() => card().getByTestId('desk-paid').textContent()).toContain('50,00');
    // Both reached the server: the roster through the API says so.
    const roster = await desk.rosterWhen(sessionId, (listed) =>
      listed.some((p) => p.participantId === people[1]?.id && p.present && p.paid === 50),
    );
    expect(personOf(roster, people[1]?.id as string)).toMatchObject({ present: true, paid: 50 });
    expect(posted.filter((a) => a.participantId === people[1]?.id).map((a) => a.type)).toEqual([
      'ConfirmPresence',
      'RecordPayment',
    ]);
  });

  it('takes presence, a payment and a child’s check-in and check-out, sent at once when online', async () => {
    const before = posted.length;
    await search(`kowal${tag}0`);
    await card().getByTestId('desk-confirm').click();
    await expect.poll(() => card().getByTestId('desk-presence').textContent()).toBe('Obecny(-a)');
    await card().getByTestId('desk-payment-amount').fill('120,50');
    await card().getByTestId('desk-payment-record').click();
    await expect.poll(() => card().getByTestId('desk-paid').textContent()).toContain('120,50');

    await card().getByTestId('desk-child-checkin').click();
    const shown = (await page.getByTestId('desk-pickup-code').textContent()) ?? '';
    expect(shown).toMatch(/^[2-9A-HJKMNP-Z]{3} [2-9A-HJKMNP-Z]{3}$/);
    await page.getByRole('button', { name: 'Gotowe' }).click();
    await card().getByTestId('desk-child-checkout').click();
    await page.getByTestId('desk-checkout-code').fill('AAAAAA');
    await page.getByTestId('desk-checkout-confirm').click();
    await page.getByText('Ten kod nie pasuje do tego dziecka.').waitFor();
    await page.getByTestId('desk-checkout-code').fill(shown.toLowerCase());
    await page.getByTestId('desk-checkout-confirm').click();
    await card().getByTestId('desk-child-checkin').waitFor();

    await expect.poll(() => posted.length - before).toBe(4);
    expect(posted.slice(before).map((a) => a.type)).toEqual([
      'ConfirmPresence',
      'RecordPayment',
      'CheckInChild',
      'CheckOutChild',
    ]);
    // The live view follows this desk's own actions once the server has them.
    await expect
      .poll(() => page.getByTestId('desk-live-total').locator('td').allTextContents(), { timeout: 15_000 })
      .toEqual(['Razem', '2', '5', '0', expect.stringContaining('170,50')]);
    expect(posted[before + 1]).toMatchObject({ value: 120.5, category: 'BUY_IN' });
    expect(
      posted.every((a) => /^[0-9a-f-]{36}$/.test(a.commandId) && !Number.isNaN(Date.parse(a.madeAt))),
    ).toBe(true);
    const roster = await desk.rosterWhen(sessionId, (listed) =>
      listed.some(
        (p) => p.participantId === people[0]?.id && p.paid === 120.5 && p.children[0]?.checkedIn === false,
      ),
    );
    expect(personOf(roster, people[0]?.id as string)).toMatchObject({
      present: true,
      paid: 120.5,
      children: [{ firstname: 'Zosia', checkedIn: false, pickupCodeDigest: null }],
    });
  });

  it('queues offline, survives a reload offline, and sends once back online: a lost answer is not doubled, a refusal is shown', async () => {
    const before = posted.length;
    // The desk says when its service worker holds what a reload needs.
    await page.getByTestId('desk-offline-ready').waitFor({ timeout: 30_000 });
    await context.setOffline(true);
    for (const i of [2, 3, 4]) {
      await search(`kowal${tag}${i}`);
      await card().getByTestId('desk-confirm').click();
      await expect.poll(() => card().getByTestId('desk-presence').textContent()).toBe('Obecny(-a)');
    }
    await search(`kowal${tag}2`);
    await card().getByTestId('desk-payment-amount').fill('10');
    await card().getByTestId('desk-payment-record').click();
    await expect.poll(() => card().getByTestId('desk-paid').textContent()).toContain('10,00');
    await page.getByTestId('desk-offline').getByText('Czynności czekające na wysłanie: 4.').waitFor();

    // Meanwhile another desk, online, confirmed the fourth person: this desk's confirmation is refused.
    const other = await browser.newContext();
    await signInContext(other, web.urls.shell, ADMIN);
    const otherDesk = await DeskApi.of(other, web.urls.shell);
    const meanwhile = await otherDesk.send(sessionId, [
      {
        commandId: randomUUID(),
        madeAt: new Date().toISOString(),
        type: 'ConfirmPresence',
        participantId: people[3]?.id as string,
      },
    ]);
    expect(meanwhile.results.map((r) => r.outcome)).toEqual(['applied']);
    await other.close();

    // The service worker brings the desk back without the network; the queue and the roster are on the device.
    await page.reload();
    await page.getByTestId('desk-from-device').waitFor({ timeout: 20_000 });
    await page.getByTestId('desk-offline').getByText('Czynności czekające na wysłanie: 4.').waitFor();
    await search(`kowal${tag}4`);
    await expect.poll(() => card().getByTestId('desk-presence').textContent()).toBe('Obecny(-a)');

    // The network drops the first answer on the way back: the server applied the batch, the desk never
    // heard, and sends the same commands again.
    let dropped = 0;
    await page.route(
      /\/api\/desk\/[^/]+\/actions$/,
      async (route) => {
        await route.fetch();
        dropped++;
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await context.setOffline(false);
    await page.getByTestId('desk-refused').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('desk-waiting').count(), { timeout: 30_000 }).toBe(0);
    expect(dropped).toBe(1);
    expect(await page.getByTestId('desk-refused').textContent()).toContain(
      'Obecność tej osoby została już potwierdzona.',
    );
    expect(await page.getByTestId('desk-refused').textContent()).toContain(`Osoba3 ${people[3]?.lastname}`);

    const sent = posted.slice(before);
    const ids = new Set(sent.map((a) => a.commandId));
    expect(ids.size).toBe(4);
    expect(sent.length).toBe(8);
    // Applied once: one payment of 10, every one present.
    const roster = await desk.rosterWhen(sessionId, (listed) =>
      [2, 3, 4].every((i) => listed.find((p) => p.participantId === people[i]?.id)?.present),
    );
    expect(personOf(roster, people[2]?.id as string).paid).toBe(10);
    const recorded = async () =>
      (await desk.ledger(sessionId)).filter((e) => e.type === 'PaymentRecorded').length;
    await expect.poll(recorded, { timeout: 15_000 }).toBe(3);

    await page.getByTestId('desk-refused').getByRole('button').click();
    await expect.poll(() => page.getByTestId('desk-refused').count()).toBe(0);
  });

  it('wipes the roster from the device at sign-out', async () => {
    const rosters = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('cenacle-desk');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('rosters').objectStore('rosters').count();
              count.onsuccess = () => {
                open.result.close();
                resolve(count.result);
              };
            };
          }),
      );
    expect(await rosters()).toBe(1);
    await pickFromAccountMenu(page, 'sign-out');
    await expect.poll(rosters).toBe(0);
    await signInContext(context, web.urls.shell, ADMIN);
  });

  it('two desks offline check in and take payments for 50 people, one on both: online again, each once, the conflict shown on one, the read models equal a rebuild', async () => {
    const started = performance.now();
    const count = 50;
    const shared = 25;
    const group = `Desk${randomUUID().slice(0, 6)}`;
    const pad = (i: number) => String(i).padStart(2, '0');
    // The staff signed in afresh: the first desk signed out above.
    const setupContext = await browser.newContext();
    const office = await Staff.signIn(setupContext, web.urls.shell);
    const api = await DeskApi.of(setupContext, web.urls.shell);
    const second = await office.planSession(['I'], uniqueDates());
    const ids: string[] = [];
    for (let i = 0; i < count; i++)
      ids.push(
        await office.registerByHand(second, {
          firstname: `Gość${pad(i)}`,
          lastname: `${group}${pad(i)}`,
          email: `gosc${i}.${group.toLowerCase()}@example.org`,
        }),
      );
    await api.rosterWhen(second, (listed) => listed.length === count);
    const seeded = performance.now();

    // Desk A takes people 0–25 (20 zł each), desk B 25–49 (30 zł each): person 25 on both.
    const desks = [
      { people: Array.from({ length: shared + 1 }, (_, i) => i), amount: 20 },
      { people: Array.from({ length: count - shared }, (_, i) => shared + i), amount: 30 },
    ];
    const opened = await Promise.all(
      desks.map(async (d) => {
        const deskContext = await browser.newContext({ serviceWorkers: 'block' });
        await signInContext(deskContext, web.urls.shell, ADMIN);
        const deskPage = await deskContext.newPage();
        const sent = postedActions(deskPage);
        await deskPage.goto(`${web.urls.shell}/desk/${second}`);
        await deskPage.getByTestId('desk-search').fill(`${group}${pad(count - 1)}`);
        await deskPage.getByTestId('desk-person').waitFor();
        return { ...d, context: deskContext, page: deskPage, sent };
      }),
    );
    await Promise.all(opened.map((d) => d.context.setOffline(true)));
    await Promise.all(
      opened.map(async (d) => {
        const one = d.page.getByTestId('desk-person');
        for (const i of d.people) {
          await d.page.getByTestId('desk-search').fill(`${group}${pad(i)}`);
          await expect.poll(() => one.locator('h3').textContent()).toBe(`Gość${pad(i)} ${group}${pad(i)}`);
          await one.getByTestId('desk-confirm').click();
          await one.getByTestId('desk-payment-amount').fill(String(d.amount));
          await one.getByTestId('desk-payment-record').click();
          await expect.poll(() => one.getByTestId('desk-paid').textContent()).toContain(`${d.amount},00`);
        }
        await d.page
          .getByTestId('desk-offline')
          .getByText(`Czynności czekające na wysłanie: ${d.people.length * 2}.`)
          .waitFor();
        expect(d.sent).toEqual([]);
      }),
    );
    const taken = performance.now();

    // Back online, both at once.
    await Promise.all(opened.map((d) => d.context.setOffline(false)));
    for (const d of opened) {
      await expect
        .poll(() => d.page.locator('[data-testid="desk-waiting"], [data-testid="desk-offline"]').count(), {
          timeout: 60_000,
        })
        .toBe(0);
    }
    const synced = performance.now();

    // Each desk's live view counts the other desk's arrivals and money too (the change notices).
    for (const d of opened)
      await expect
        .poll(() => d.page.getByTestId('desk-live-total').locator('td').allTextContents(), {
          timeout: 15_000,
        })
        .toEqual(['Razem', String(count), String(count), '0', expect.stringMatching(/1\s?270,00/)]);

    // The conflict: one desk's confirmation of person 25 was refused, shown there and only there.
    await expect
      .poll(async () =>
        (await Promise.all(opened.map((d) => d.page.getByTestId('desk-refused').count()))).sort(),
      )
      .toEqual([0, 1]);
    const texts = await Promise.all(opened.map((d) => d.page.getByTestId('desk-refused').allTextContents()));
    expect(texts.flat()).toHaveLength(1);
    expect(texts.flat()[0]).toContain('Obecność tej osoby została już potwierdzona.');
    expect(texts.flat()[0]).toContain(`Gość${pad(shared)} ${group}${pad(shared)}`);
    // Each desk sent each of its actions once (nothing lost on the way, nothing resent).
    for (const d of opened) {
      expect(d.sent).toHaveLength(d.people.length * 2);
      expect(new Set(d.sent.map((a) => a.commandId)).size).toBe(d.people.length * 2);
    }

    // Through the API: every person present, every payment recorded once.
    const paidBy = (i: number) => opened.reduce((sum, d) => sum + (d.people.includes(i) ? d.amount : 0), 0);
    const roster = await api.rosterWhen(second, (listed) =>
      ids.every((id, i) => {
        const person = listed.find((p) => p.participantId === id);
        return person?.present === true && person.paid === paidBy(i);
      }),
    );
    expect(roster.people.filter((p) => p.present)).toHaveLength(count);
    const takenIds = opened.flatMap((d) =>
      d.sent.flatMap((a) => (a.type === 'RecordPayment' ? [a.paymentId] : [])),
    );
    expect(takenIds).toHaveLength(count + 1);
    await expect
      .poll(
        async () =>
          (await api.ledger(second))
            .filter((e) => e.type === 'PaymentRecorded')
            .map((e) => e.paymentId.value)
            .sort(),
        { timeout: 15_000 },
      )
      .toEqual([...takenIds].sort());
    // Each payment taken offline carries when it was made on the device and when it reached the server.
    const recorded = (await api.ledger(second)).filter((e) => e.type === 'PaymentRecorded');
    expect(
      recorded.every((e) => e.madeAt && e.receivedAt && Date.parse(e.madeAt) <= Date.parse(e.receivedAt)),
    ).toBe(true);
    expect(roster.people.reduce((sum, p) => sum + p.paid, 0)).toBe(
      opened.reduce((sum, d) => sum + d.people.length * d.amount, 0),
    );
    for (const d of opened) await d.context.close();
    await setupContext.close();

    // The desk's read models (and those it reads) equal a rebuild from the log.
    const {
      live: rows,
      rebuilt,
      rows: rowCount,
    } = await liveAndRebuiltReadModels(inject('databaseUrl'), [
      DESK_ARRIVALS_READ_MODEL,
      PARTICIPANTS_READ_MODEL,
      LEDGER_READ_MODEL,
      LEDGER_AUDIT_READ_MODEL,
    ]);
    expect(rowCount).toBeGreaterThan(count);
    expect(rebuilt).toEqual(rows);
    const seconds = (t: number) => ((t - started) / 1000).toFixed(1);
    console.info(
      `two desks, ${count} people: seeded ${seconds(seeded)} s, taken offline ${seconds(taken)} s, ` +
        `synced ${seconds(synced)} s, checked and rebuilt ${seconds(performance.now())} s`,
    );
  }, 240_000);
});
