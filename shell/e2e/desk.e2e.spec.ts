import { randomUUID } from 'node:crypto';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { DeskServerStandIn, sha256 } from './support/desk-stand-in.ts';
import { seriousAxeViolations } from './support/public-site.ts';
import { uniqueDates } from './support/room-api.ts';
import { ADMIN, pickFromAccountMenu, signInContext } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

describe('The arrival desk', () => {
  let web: WebServers;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let sessionId: string;
  let desk: DeskServerStandIn;
  const tag = randomUUID().slice(0, 6);
  const token = `tok${randomUUID().replaceAll('-', '')}`;
  const people = Array.from({ length: 5 }, (_, i) => ({ id: randomUUID(), lastname: `Kowal${tag}${i}` }));
  const childId = randomUUID();

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    context = await browser.newContext({ serviceWorkers: 'allow' });
    const staff = await Staff.signIn(context, web.urls.shell);
    sessionId = await staff.planSession(['I'], uniqueDates());
    desk = new DeskServerStandIn({
      session: {
        id: sessionId,
        name: `Lato ${tag}`,
        branch: 'Demo',
        startDate: '2031-07-01',
        endDate: '2031-07-07',
        levels: ['I'],
      },
      people: people.map((p, i) => ({
        participantId: p.id,
        firstname: `Osoba${i}`,
        lastname: p.lastname,
        level: 'I',
        present: false,
        due: 300,
        paid: 0,
        room: `1${i}`,
        keyHandedOut: false,
        children:
          i === 0
            ? [
                {
                  id: childId,
                  firstname: 'Zosia',
                  lastname: p.lastname,
                  age: 6,
                  checkedIn: false,
                  pickupCodeDigest: null,
                },
              ]
            : [],
        indexBookSaved: false,
        registrationTokenDigest: i === 1 ? sha256(token) : null,
      })),
      position: '1000.1000',
      loadedAt: new Date().toISOString(),
    });
    page = await context.newPage();
    await desk.install(page);
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
    await expect.poll(() => desk.received.filter((a) => a.participantId === people[1]?.id).length).toBe(2);
  });

  it('takes presence, a payment and a child’s check-in and check-out, sent at once when online', async () => {
    const before = desk.received.length;
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

    await expect.poll(() => desk.received.length - before).toBe(4);
    expect(desk.received.slice(before).map((a) => a.type)).toEqual([
      'ConfirmPresence',
      'RecordPayment',
      'CheckInChild',
      'CheckOutChild',
    ]);
    // The live view follows this desk's own actions once they are sent.
    await expect
      .poll(() => page.getByTestId('desk-live-total').locator('td').allTextContents())
      .toEqual(['Razem', '2', '5', '0', expect.stringContaining('170,50')]);
    const payment = desk.received[before + 1];
    expect(payment).toMatchObject({ value: 120.5, category: 'BUY_IN' });
    expect(
      desk.received.every((a) => /^[0-9a-f-]{36}$/.test(a.commandId) && !Number.isNaN(Date.parse(a.madeAt))),
    ).toBe(true);
  });

  it('queues offline, survives a reload offline, and sends once back online: a lost answer is not doubled, a refusal is shown', async () => {
    const before = desk.received.length;
    desk.refusePresenceOf.add(people[3]?.id as string);
    // The desk says when its service worker holds what a reload needs.
    await page.getByTestId('desk-offline-ready').waitFor({ timeout: 30_000 });
    await context.setOffline(true);
    desk.down = true;
    for (const i of [2, 3, 4]) {
      await search(`kowal${tag}${i}`);
      await card().getByTestId('desk-confirm').click();
      await expect.poll(() => card().getByTestId('desk-presence').textContent()).toBe('Obecny(-a)');
    }
    await page.getByTestId('desk-offline').getByText('Czynności czekające na wysłanie: 3.').waitFor();

    // The service worker brings the desk back without the network; the queue and the roster are on the device.
    await page.reload();
    await page.getByTestId('desk-from-device').waitFor({ timeout: 20_000 });
    await page.getByTestId('desk-offline').getByText('Czynności czekające na wysłanie: 3.').waitFor();
    await search(`kowal${tag}4`);
    await expect.poll(() => card().getByTestId('desk-presence').textContent()).toBe('Obecny(-a)');

    desk.loseNextAnswer = true;
    desk.down = false;
    await context.setOffline(false);
    await page.getByTestId('desk-refused').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('desk-waiting').count(), { timeout: 30_000 }).toBe(0);
    expect(await page.getByTestId('desk-refused').textContent()).toContain('Nie znaleziono uczestnika.');

    const sent = desk.received.slice(before);
    const ids = new Set(sent.map((a) => a.commandId));
    expect(ids.size).toBe(3);
    // The first answer was lost: the same three were sent again, and applied once.
    expect(sent.length).toBe(6);
    expect([...ids].filter((id) => desk.applied.has(id))).toHaveLength(2);

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
});
