import type { BrowserContext, Page } from 'playwright-core';

export const ADMIN = { username: 'admin', password: 'admin', name: 'Anna Nowak' } as const;
export const SERVANT = { username: 'servant', password: 'servant', name: 'Piotr Kowalski' } as const;

/** Signs in through the login page (Polish interface) and waits to leave it. */
export async function signIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.getByLabel('Login').fill(user.username);
  await page.getByLabel('Hasło').fill(user.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/log-in'));
}

/** Signs a browser context in through the API (no page load), as a returning user would be. */
export async function signInContext(
  context: BrowserContext,
  shellUrl: string,
  user: { username: string; password: string },
): Promise<void> {
  // As the login page does: the first answer hands the browser its pre-session CSRF token.
  await context.request.get(`${shellUrl}/api/account`);
  const token = (await context.cookies(shellUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${shellUrl}/login`, {
    form: { username: user.username, password: user.password },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
  });
  if (!response.ok()) throw new Error(`Sign-in of ${user.username} answered ${response.status()}`);
}

/**
 * Opens the account menu and picks an entry. Right after signing in the layout may still render
 * again (the account arrives, the menu's code loads); a click that lands in between opens a menu
 * that is then replaced, so the menu is opened again until the entry shows.
 */
export async function pickFromAccountMenu(page: Page, entryTestId: string): Promise<void> {
  await pickFromMenu(page, 'account-menu', entryTestId);
}

/** The same for any navbar menu (the notes menu, say). */
export async function pickFromMenu(page: Page, menuTestId: string, entryTestId: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const entry = page.getByTestId(entryTestId);
  for (let attempt = 1; ; attempt += 1) {
    if (!(await entry.isVisible())) await page.getByTestId(menuTestId).click();
    try {
      await entry.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await entry.click();
}
