import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, signInContext } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

const EMAIL = 'servant@cenacle.example';

/** /servants?session=: the planner that puts the branch's servants on a session. */
describe('The servants planner of a session', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;
  let sessionId: string;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    const staff = await Staff.signIn(await browser.newContext(), web.urls.shell);
    sessionId = await staff.planSession(['I'], ['2042-06-10', '2042-06-12']);
    const context = await browser.newContext();
    await signInContext(context, web.urls.shell, ADMIN);
    page = await context.newPage();
    await page.goto(`${web.urls.shell}/servants?session=${sessionId}`);
    await page.getByTestId('session-servants-planner').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  const card = (column: 'off-session' | 'on-session') =>
    page.getByTestId(column).locator(`[data-testid="planner-servant"][data-email="${EMAIL}"]`);

  /** The session's servants as the API lists them, once the read model holds the last change. */
  async function onSessionInApi(expected: boolean): Promise<void> {
    await expect
      .poll(async () => {
        const response = await page.request.get(
          `${web.urls.shell}/api/session-servants?session=${sessionId}`,
        );
        const list = (await response.json()) as { email: string }[];
        return list.some((s) => s.email === EMAIL);
      })
      .toBe(expected);
  }

  async function dragTo(source: Locator, target: Locator): Promise<void> {
    const from = await source.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('nothing to drag');
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 12 });
    await page.mouse.up();
  }

  it('puts a servant on the session with the button', async () => {
    await card('off-session')
      .getByRole('button', { name: /Dodaj do sesji/ })
      .click();
    await card('on-session').waitFor();
    await onSessionInApi(true);
  });

  it('takes him off by keyboard: space, arrow left, space', async () => {
    const handle = card('on-session').getByRole('button', { name: /^Przesuń/ });
    await handle.focus();
    await page.keyboard.press('Space');
    const over = page.getByText('Nad kolumną „Poza sesją”.');
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowLeft');
        return over.count();
      })
      .toBeGreaterThan(0);
    await page.keyboard.press('Space');
    await card('off-session').waitFor();
    await onSessionInApi(false);
  });

  it('puts him back by dragging him to the other column', async () => {
    await dragTo(
      card('off-session').getByRole('button', { name: /^Przesuń/ }),
      page.getByTestId('on-session'),
    );
    await card('on-session').waitFor();
    await onSessionInApi(true);
  });
});
