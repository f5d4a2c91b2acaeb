import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { dragByPointer } from './support/planner-drag.ts';
import { RoomApi, uniqueDates } from './support/room-api.ts';
import { ADMIN, signInContext } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

/** The room planner shared by two planners, its proposal and its exports, through the real API. */
describe('The room planner, live, proposed and exported', () => {
  let web: WebServers;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let staff: Staff;
  let rooms: RoomApi;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    context = await browser.newContext({ acceptDownloads: true });
    staff = await Staff.signIn(context, web.urls.shell);
    rooms = await RoomApi.of(context, web.urls.shell);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  async function world(people: readonly [string, 'MALE' | 'FEMALE' | undefined][]) {
    const tag = randomUUID().slice(0, 6);
    const sessionId = await staff.planSession(['I'], uniqueDates());
    const centerId = await rooms.center(`Ośrodek ${tag}`, [
      {
        name: 'Dom Jana',
        rooms: [
          { name: 'Jan 1', beds: 2, roomNumber: 1 },
          { name: 'Jan 2', beds: 2, roomNumber: 2 },
        ],
      },
    ]);
    await rooms.publishWithCenter(sessionId, centerId);
    const ids: string[] = [];
    for (const [name, gender] of people) ids.push(await rooms.person(sessionId, name, tag, gender));
    await rooms.untilPlanned(sessionId, (plan) => plan.unassigned.length === people.length);
    return { sessionId, ids, tag };
  }
  const chipOn = (p: Page, id: string) =>
    p.locator(`[data-testid="person-chip"][data-person="participant:${id}"]`);
  const zoneOn = (p: Page, name: string) =>
    p.locator(`[data-testid="room-card"][data-name="${name}"]`).getByTestId('drop-zone');
  const open = async (p: Page, sessionId: string) => {
    await p.goto(`${web.urls.shell}/room-assignment?session=${sessionId}`);
    await p.getByTestId('room-planner').waitFor();
  };

  it("shows one planner's moves in the other's open page", async () => {
    const { sessionId, ids, tag } = await world([['Gosia', undefined]]);
    const [gosia = ''] = ids;
    const other = await browser.newContext();
    try {
      await signInContext(other, web.urls.shell, ADMIN);
      const theirs = await other.newPage();
      await open(page, sessionId);
      await open(theirs, sessionId);
      const dropped = page.waitForResponse(
        (r) => r.url().includes('/api/participant-room') && r.request().method() === 'POST',
      );
      await dragByPointer(page, chipOn(page, gosia), zoneOn(page, 'Jan 2'));
      expect((await dropped).status()).toBe(200);
      const answeredAt = Date.now();
      await zoneOn(theirs, 'Jan 2').getByText(`Gosia ${tag}`).waitFor({ timeout: 5000 });
      console.log(`The other planner's page showed the move ${Date.now() - answeredAt} ms after the answer`);
      // And back: the other planner takes her out, the first page follows.
      await dragByPointer(
        theirs,
        chipOn(theirs, gosia),
        theirs.getByTestId('person-pool').getByTestId('drop-zone'),
      );
      await page.getByTestId('person-pool').getByText(`Gosia ${tag}`).waitFor({ timeout: 5000 });
    } finally {
      await other.close();
    }
  });

  it('proposes rooms with reasons, lists what it could not do, and accepts some, then all', async () => {
    const { sessionId, ids, tag } = await world([
      ['Hanna', 'FEMALE'],
      ['Irena', 'FEMALE'],
      ['Jerzy', 'MALE'],
      ['Kamil', undefined],
    ]);
    const [hanna = '', irena = '', jerzy = '', kamil = ''] = ids;
    await open(page, sessionId);
    await page.getByTestId('propose').click();
    const proposal = page.getByTestId('proposal');
    await proposal.waitFor();
    await expect.poll(() => proposal.getByTestId('proposal-placement').count()).toBe(3);
    // Every placement says why; the one whose gender is unknown is listed with the reason.
    await proposal.getByText('z osobami tej samej płci').first().waitFor();
    await proposal
      .getByTestId('proposal-unplaced')
      .getByText(`Kamil ${tag}: bez miejsca – nieznana płeć`)
      .waitFor();
    // Accept some: Jerzy is unticked and stays in the pool.
    await proposal.locator(`[data-person="participant:${jerzy}"]`).getByRole('checkbox').uncheck();
    const accepted = page.waitForResponse((r) => r.url().includes('/api/participant-rooms/accept'));
    await proposal.getByTestId('proposal-accept-some').click();
    const answer = await accepted;
    expect(answer.status()).toBe(200);
    rooms.lastPosition = (await answer.headerValue('app-log-position')) ?? '';
    await proposal.waitFor({ state: 'detached' });
    const where = RoomApi.placements(await rooms.plan(sessionId));
    expect(where[hanna]).not.toBe('pool');
    expect(where[hanna]).toBe(where[irena]);
    expect(where[jerzy]).toBe('pool');
    expect(where[kamil]).toBe('pool');
    await zoneOn(page, where[hanna] as string)
      .getByText(`Hanna ${tag}`)
      .waitFor();

    await page.getByTestId('propose').click();
    await expect.poll(() => proposal.getByTestId('proposal-placement').count()).toBe(1);
    const all = page.waitForResponse((r) => r.url().includes('/api/participant-rooms/accept'));
    await proposal.getByTestId('proposal-accept-all').click();
    rooms.lastPosition = (await (await all).headerValue('app-log-position')) ?? '';
    const after = RoomApi.placements(await rooms.plan(sessionId));
    expect(after[jerzy]).not.toBe('pool');
    expect(after[jerzy]).not.toBe(after[hanna]);
  });

  it('notes a person’s gender and wishes, and the proposal then places them with whom they asked', async () => {
    const { sessionId, ids, tag } = await world([
      ['Lech', 'MALE'],
      ['Marek', undefined],
      ['Olga', 'FEMALE'],
    ]);
    const [lech = '', marek = ''] = ids;
    await open(page, sessionId);
    await page.getByTestId('open-wishes').click();
    const panel = page.getByTestId('wishes-panel');
    await panel.getByTestId('wishes-person').selectOption({ label: `Marek ${tag} (uczestnik)` });
    await panel.getByTestId('wishes-gender').selectOption('MALE');
    await panel.getByTestId('wishes-roommates').getByLabel(`Lech ${tag}`).check();
    await panel.getByTestId('wishes-notWith').getByLabel(`Olga ${tag}`).check();
    // Ticked as "not with", Olga cannot also be a wished roommate.
    await panel.getByTestId('wishes-roommates').getByLabel(`Olga ${tag}`).check();
    expect(await panel.getByTestId('wishes-notWith').getByLabel(`Olga ${tag}`).isChecked()).toBe(false);
    await panel.getByTestId('wishes-roommates').getByLabel(`Olga ${tag}`).uncheck();
    await panel.getByTestId('wishes-notWith').getByLabel(`Olga ${tag}`).check();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/participant-room-wishes'));
    await panel.getByTestId('wishes-save').click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    rooms.lastPosition = (await answer.headerValue('app-log-position')) ?? '';
    await panel.waitFor({ state: 'detached' });

    // Opened again, the panel shows what was noted.
    await page.getByTestId('open-wishes').click();
    await panel.getByTestId('wishes-person').selectOption({ label: `Marek ${tag} (uczestnik)` });
    expect(await panel.getByTestId('wishes-gender').inputValue()).toBe('MALE');
    expect(await panel.getByTestId('wishes-roommates').getByLabel(`Lech ${tag}`).isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Zamknij' }).click();

    await page.getByTestId('propose').click();
    const proposal = page.getByTestId('proposal');
    await expect.poll(() => proposal.getByTestId('proposal-placement').count()).toBe(3);
    const accepted = page.waitForResponse((r) => r.url().includes('/api/participant-rooms/accept'));
    await proposal.getByTestId('proposal-accept-all').click();
    rooms.lastPosition = (await (await accepted).headerValue('app-log-position')) ?? '';
    const where = RoomApi.placements(await rooms.plan(sessionId));
    expect(where[marek]).not.toBe('pool');
    expect(where[marek]).toBe(where[lech]);
  });

  it('exports the room lists as semicolon CSV and prints one door sign per room', async () => {
    const { sessionId, ids, tag } = await world([
      ['Lena', undefined],
      ['Marek', undefined],
    ]);
    const [lena = '', marek = ''] = ids;
    await rooms.call('POST', '/api/participant-room', {
      session: sessionId,
      room: { id: (await rooms.plan(sessionId)).buildings[0]?.rooms[0]?.id.value },
      participant: { id: lena },
    });
    await rooms.call('POST', '/api/participant-room', {
      session: sessionId,
      room: { id: (await rooms.plan(sessionId)).buildings[0]?.rooms[1]?.id.value },
      participant: { id: marek },
    });
    await rooms.plan(sessionId);
    await open(page, sessionId);
    await zoneOn(page, 'Jan 2').getByText(`Marek ${tag}`).waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Budynek;Pokój;Numer pokoju;Imię;Nazwisko;Rodzaj;Wiek;Płeć;Cena');
    // Unknown values in words, the amount with the Polish decimal comma (issue 24 §2).
    expect(lines).toContain(`Dom Jana;Jan 1;1;Lena;${tag};uczestnik;wiek nieznany;płeć nieznana;0,00`);
    expect(lines).toContain(`Dom Jana;Jan 2;2;Marek;${tag};uczestnik;wiek nieznany;płeć nieznana;0,00`);

    // Printing: the browser's print dialog is not part of the test; the print stylesheet is.
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByTestId('export-print').click();
    await expect.poll(() => page.getByTestId('door-sign').count()).toBe(2);
    await page.emulateMedia({ media: 'print' });
    try {
      const signs = page.getByTestId('door-sign');
      expect(await signs.first().isVisible()).toBe(true);
      expect(await signs.first().evaluate((el) => getComputedStyle(el).breakAfter)).toBe('page');
      await signs.nth(1).getByText(`Marek ${tag}`).waitFor();
      expect(await page.getByTestId('room-planner').isVisible()).toBe(false);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
