import { i18n } from './i18n.ts';
import type { Language } from './languages.ts';
import { COMMON_NS } from './resources.ts';

/** Loads one context's messages for one language (a chunk of the package that registers them). */
export type MessagesLoader = (language: Language) => Promise<Record<string, unknown>>;

/**
 * One bounded context's messages, `shared-domain/<context>/messages/{lang}.json`: the same files give
 * the server its problem titles. They join the shared namespace, so a key the API answers
 * (`error.payment.notFound`) translates wherever it is shown. The shell registers the common and
 * identity ones; each remote registers the contexts it talks to.
 */
export interface MessagesSource {
  readonly context: string;
  readonly load: MessagesLoader;
}

const sources = new Map<string, MessagesLoader>();
const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();

export function registerMessages(source: MessagesSource): void {
  if (!sources.has(source.context)) sources.set(source.context, source.load);
}

export function hasMessages(context: string, language: Language): boolean {
  return loaded.has(`${language}/${context}`);
}

/** The same promise while loading, so suspending components wait for one request. */
export function loadMessages(context: string, language: Language): Promise<void> {
  const key = `${language}/${context}`;
  if (loaded.has(key)) return Promise.resolve();
  let promise = pending.get(key);
  if (!promise) {
    const load = sources.get(context);
    if (!load) return Promise.reject(new Error(`No messages registered for context ${context}`));
    promise = load(language).then(
      (messages) => {
        i18n.addResourceBundle(language, COMMON_NS, messages, true, true);
        loaded.add(key);
        pending.delete(key);
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** Every registered context's messages for a language, so a language switch never shows raw keys. */
export function loadRegisteredMessages(language: Language): Promise<void> {
  return Promise.all([...sources.keys()].map((context) => loadMessages(context, language))).then(
    () => undefined,
  );
}
