import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium; Playwright cannot download its own browsers on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

const violations: string[] = [];

/** What Chromium reported as blocked by the Content-Security-Policy since the last call. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}

function watch(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`${message.location().url}: ${message.text()}`);
  });
}

/**
 * Chromium whose every context reports CSP violations (`takeCspViolations`): the web servers send a
 * strict policy, and whatever it blocks would break a page in ways a test might not notice.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    headless: true,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watch(context);
    return context;
  };
  return browser;
}
