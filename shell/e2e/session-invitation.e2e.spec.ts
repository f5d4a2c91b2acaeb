import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { SERVANT, signIn } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

const PLAIN_USER = { username: 'user', password: 'user' } as const;

/** /session-invitation: a signed-in person sees the session and confirms they will come. */
describe('The session invitation page', () => {
  let web: WebServers;
  let browser: Browser;
  let sessionId: string;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    const staff = await Staff.signIn(await browser.newContext(), web.urls.shell);
    sessionId = await staff.planSession(['I'], ['2044-03-10', '2044-03-12']);
    await staff.addServant(sessionId, 'servant@cenacle.example');
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  async function signedIn(user: { username: string; password: string }): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${web.urls.shell}/session-invitation?session=${sessionId}`);
    await page.waitForURL('**/log-in');
    await signIn(page, user);
    await page.waitForURL('**/session-invitation?session=*');
    return page;
  }

  it('lets a servant registered on the session confirm his presence', async () => {
    const page = await signedIn(SERVANT);
    const invitation = page.getByTestId('session-invitation');
    expect(await invitation.getByTestId('invitation-session').textContent()).toContain('Cenacle Kraków');
    await invitation.getByTestId('confirm-own-presence').click();
    await invitation.getByTestId('invitation-confirmed').waitFor();
    expect(await invitation.getByTestId('confirm-own-presence').count()).toBe(0);
    await page.reload();
    await invitation.getByTestId('invitation-confirmed').waitFor();
    await page.context().close();
  });

  it('tells a signed-in user who is not registered so, without the button', async () => {
    const page = await signedIn(PLAIN_USER);
    await page.getByTestId('invitation-not-registered').waitFor();
    expect(await page.getByTestId('confirm-own-presence').count()).toBe(0);
    await page.context().close();
  });

  it('asks for the invitation link when the address names no session', async () => {
    const page = await signedIn(PLAIN_USER);
    await page.goto(`${web.urls.shell}/session-invitation`);
    await page.getByTestId('invitation-no-session').waitFor();
    await page.context().close();
  });
});
