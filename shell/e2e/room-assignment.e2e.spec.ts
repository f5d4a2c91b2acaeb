import { randomUUID } from 'node:crypto';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { dragByKeyboard, dragByPointer } from './support/planner-drag.ts';
import { type BuildingSpec, RoomApi, uniqueDates } from './support/room-api.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

/** The room planner through the real API: drags by pointer and keyboard, fill states, a refused move. */
describe('The room planner', () => {
  let web: WebServers;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let staff: Staff;
  let rooms: RoomApi;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    context = await browser.newContext();
    staff = await Staff.signIn(context, web.urls.shell);
    rooms = await RoomApi.of(context, web.urls.shell);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  const HOUSE: BuildingSpec[] = [
    {
      name: 'Dom Jana',
      rooms: [
        { name: 'Jan 1', beds: 2, roomNumber: 1 },
        { name: 'Jan 2', beds: 1, roomNumber: 2 },
      ],
    },
    { name: 'Dom Marii', rooms: [{ name: 'Maria 1', beds: 1, roomNumber: 11, spaceForMattress: true }] },
  ];

  /** A session of its own, published with a centre of its own, and people registered on it. */
  async function world(names: readonly string[]) {
    const tag = randomUUID().slice(0, 6);
    const sessionId = await staff.planSession(['I'], uniqueDates());
    const centerId = await rooms.center(`Ośrodek ${tag}`, HOUSE);
    await rooms.publishWithCenter(sessionId, centerId);
    const ids: string[] = [];
    for (const name of names) ids.push(await rooms.person(sessionId, name, tag));
    await rooms.untilPlanned(
      sessionId,
      (plan) => plan.retreatCenter !== null && plan.unassigned.length === names.length,
    );
    return { sessionId, centerId, ids, tag };
  }

  const chip = (id: string) => page.locator(`[data-testid="person-chip"][data-person="participant:${id}"]`);
  const room = (name: string) => page.locator(`[data-testid="room-card"][data-name="${name}"]`);
  const zone = (name: string) => room(name).getByTestId('drop-zone');
  const poolZone = () => page.getByTestId('person-pool').getByTestId('drop-zone');
  const answer = (method: 'POST' | 'DELETE') =>
    page.waitForResponse((r) => r.url().includes('/api/participant-room') && r.request().method() === method);
  const open = async (sessionId: string) => {
    await page.goto(`${web.urls.shell}/room-assignment?session=${sessionId}`);
    await page.getByTestId('room-planner').waitFor();
  };
  const where = async (sessionId: string) => RoomApi.placements(await rooms.plan(sessionId));

  it('drags a person into a room, between rooms and back to the pool, as the server records', async () => {
    const { sessionId, ids, tag } = await world(['Agata', 'Bogdan']);
    const [agata = ''] = ids;
    await open(sessionId);
    await expect.poll(() => page.getByTestId('person-pool').getByTestId('person-chip').count()).toBe(2);
    await page.getByTestId('pool-counts').getByText('uczestnik: 2').waitFor();
    await expect(page.getByTestId('plan-counts').textContent()).resolves.toContain('wolne łóżka: 4');

    const added = answer('POST');
    await dragByPointer(page, chip(agata), zone('Jan 1'));
    expect((await added).status()).toBe(200);
    rooms.lastPosition = (await (await added).headerValue('app-log-position')) ?? '';
    await zone('Jan 1').getByText(`Agata ${tag}`).waitFor();
    expect((await where(sessionId))[agata]).toBe('Jan 1');
    await expect(page.getByTestId('plan-counts').textContent()).resolves.toContain('wolne łóżka: 3');

    const moved = answer('POST');
    await dragByPointer(page, chip(agata), zone('Maria 1'));
    expect((await moved).status()).toBe(200);
    rooms.lastPosition = (await (await moved).headerValue('app-log-position')) ?? '';
    await zone('Maria 1').getByText(`Agata ${tag}`).waitFor();
    expect(await zone('Jan 1').getByTestId('person-chip').count()).toBe(0);
    expect((await where(sessionId))[agata]).toBe('Maria 1');

    const removed = answer('DELETE');
    await dragByPointer(page, chip(agata), poolZone());
    expect((await removed).status()).toBe(200);
    rooms.lastPosition = (await (await removed).headerValue('app-log-position')) ?? '';
    await poolZone().getByText(`Agata ${tag}`).waitFor();
    expect((await where(sessionId))[agata]).toBe('pool');
  });

  it('moves people by keyboard alone, into a room and back', async () => {
    const { sessionId, ids, tag } = await world(['Celina']);
    const [celina = ''] = ids;
    await open(sessionId);
    const added = answer('POST');
    await dragByKeyboard(page, chip(celina), zone('Jan 2'));
    expect((await added).status()).toBe(200);
    rooms.lastPosition = (await (await added).headerValue('app-log-position')) ?? '';
    await zone('Jan 2').getByText(`Celina ${tag}`).waitFor();
    expect((await where(sessionId))[celina]).toBe('Jan 2');

    // The ✕ of a chip in a room is the keyboard's way back to the pool.
    const removed = answer('DELETE');
    await page.getByRole('button', { name: `Wyjmij Celina ${tag} z pokoju`, exact: true }).press('Enter');
    expect((await removed).status()).toBe(200);
    rooms.lastPosition = (await (await removed).headerValue('app-log-position')) ?? '';
    await poolZone().getByText(`Celina ${tag}`).waitFor();
    expect((await where(sessionId))[celina]).toBe('pool');
  });

  it('shows a room filled when its people equal its beds, and overflowing when more', async () => {
    const { sessionId, ids } = await world(['Dorota', 'Edward']);
    const [dorota = '', edward = ''] = ids;
    await open(sessionId);
    expect(await room('Jan 2').getAttribute('data-fill')).toBe('free');
    const first = answer('POST');
    await dragByPointer(page, chip(dorota), zone('Jan 2'));
    expect((await first).status()).toBe(200);
    await expect.poll(() => room('Jan 2').getAttribute('data-fill')).toBe('filled');
    await room('Jan 2').getByTestId('room-fill').getByText('pełny').waitFor();
    const second = answer('POST');
    await dragByKeyboard(page, chip(edward), zone('Jan 2'));
    expect((await second).status()).toBe(200);
    await expect.poll(() => room('Jan 2').getAttribute('data-fill')).toBe('overflowing');
    await room('Jan 2').getByTestId('room-fill').getByText('przepełniony').waitFor();
    await room('Jan 2').getByText('2 / 1 łóżek').waitFor();
    // Reordering inside a room is local only: no call reaches the server.
    let calls = 0;
    const count = (r: { url(): string; method(): string }) => {
      if (r.url().includes('/api/participant-room') && r.method() !== 'GET') calls++;
    };
    page.on('request', count);
    await dragByPointer(page, chip(dorota), zone('Jan 2'));
    await expect
      .poll(() => zone('Jan 2').getByTestId('person-chip').last().getAttribute('data-person'))
      .toBe(`participant:${dorota}`);
    page.off('request', count);
    expect(calls).toBe(0);
  });

  it('puts the person back and says so when the API stops in the middle of a drag', async () => {
    const { sessionId, ids, tag } = await world(['Feliks']);
    const [feliks = ''] = ids;
    await open(sessionId);
    const from = await chip(feliks).boundingBox();
    const to = await zone('Jan 1').boundingBox();
    if (!from || !to) throw new Error('Nothing to drag, or nowhere to drop');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await expect.poll(() => zone('Jan 1').getAttribute('data-over')).toBe('true');
    // The page's origin (and the API behind it) goes away while the person is held over the room. It
    // stops taking connections at once; the page's open change feed keeps it from finishing, so it
    // is not awaited.
    void web.stop('shell');
    try {
      await page.mouse.up();
      await page.getByText('Nie udało się przypisać posługującego do odpowiedzialności.').first().waitFor();
      await poolZone().getByText(`Feliks ${tag}`).waitFor();
      expect(await zone('Jan 1').getByTestId('person-chip').count()).toBe(0);
    } finally {
      await web.restart('shell');
    }
    expect((await where(sessionId))[feliks]).toBe('pool');
  });

  it('offers a centre to a session without one, with a warning button to its publication settings', async () => {
    const tag = randomUUID().slice(0, 6);
    const sessionId = await staff.planSession(['I'], uniqueDates());
    const centerId = await rooms.center(`Ośrodek ${tag}`, HOUSE);
    await rooms.publishWithCenter(sessionId, null);
    await page.goto(`${web.urls.shell}/room-assignment?session=${sessionId}`);
    const picker = page.getByTestId('center-picker');
    await picker.waitFor();
    expect(await picker.getByTestId('center-settings').getAttribute('href')).toBe(
      `/sessions?session=${sessionId}&tab=publicSession`,
    );
    await picker.getByTestId('center-select').selectOption(centerId);
    await page.getByTestId('center-name').getByText(`Ośrodek ${tag}`).waitFor();
    await expect.poll(() => page.getByTestId('room-card').count()).toBe(3);
    await picker.waitFor({ state: 'detached' });
    await page.getByTestId('center-settings').waitFor({ state: 'detached' });
    // The warning button leads to the session settings' publication tab.
    const other = await staff.planSession(['I'], uniqueDates());
    await rooms.publishWithCenter(other, null);
    await page.goto(`${web.urls.shell}/room-assignment?session=${other}`);
    await page.getByTestId('center-settings').click();
    await page.waitForURL(
      (url) => url.pathname === '/sessions' && url.searchParams.get('tab') === 'publicSession',
    );
    const settings = page.getByTestId('session-settings-dialog');
    await settings.waitFor();
    // There the centre is chosen with the rest of the publication; the planner then has its rooms.
    await settings.getByTestId('public-session-center').selectOption(centerId);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/publicsession') && r.request().method() === 'POST',
    );
    await settings.getByRole('button', { name: 'Opublikuj' }).click();
    expect((await saved).status()).toBeLessThan(300);
    await page.goto(`${web.urls.shell}/room-assignment?session=${other}`);
    await page.getByTestId('center-name').getByText(`Ośrodek ${tag}`).waitFor();
  });
});
