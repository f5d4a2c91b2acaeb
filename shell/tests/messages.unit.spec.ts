import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18n } from '../kit/src/i18n/i18n.ts';
import { applyLanguage, primeCommonResources } from '../kit/src/i18n/language.ts';
import type { Language } from '../kit/src/i18n/languages.ts';
import { loadMessages, registerMessages } from '../kit/src/i18n/messages.ts';
import { translateDynamic } from '../kit/src/i18n/translate.ts';

const json = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const fromSharedDomain = (context: string) => (language: Language) =>
  Promise.resolve(json(`shared-domain/src/${context}/messages/${language}.json`));

// applyLanguage marks the page's language on <html>; nothing else of the DOM is used.
Object.assign(globalThis, { document: { documentElement: {} } });

describe("Contexts' messages in the browser", () => {
  registerMessages({ context: 'accounting', load: fromSharedDomain('accounting') });

  it('translates the keys the API answers once the context that owns them is registered and loaded', async () => {
    await i18n.changeLanguage('pl');
    expect(translateDynamic('error.payment.alreadyVoided')).toBe('error.payment.alreadyVoided');
    await loadMessages('accounting', 'pl');
    expect(translateDynamic('error.payment.alreadyVoided')).toBe('Ta płatność została już unieważniona.');
  });

  it("still loads the shell's own strings of a language whose messages arrived first", async () => {
    await loadMessages('accounting', 'en');
    primeCommonResources('en', Promise.resolve(Response.json(json('shell/public/i18n/en.json'))));
    primeCommonResources('pl', Promise.resolve(Response.json(json('shell/public/i18n/pl.json'))));
    await applyLanguage('en');
    expect(translateDynamic('login.title')).toBe('Sign in');
    expect(translateDynamic('error.payment.alreadyVoided')).toBe('This payment has already been voided.');
  });
});
