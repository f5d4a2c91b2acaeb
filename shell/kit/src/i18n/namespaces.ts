import { use } from 'react';
import { i18n } from './i18n.ts';
import type { Language } from './languages.ts';
import { hasMessages, loadMessages, type MessagesSource, registerMessages } from './messages.ts';

/** Loads one namespace's strings for one language (a remote imports its own JSON chunk). */
export type NamespaceLoader = (language: Language) => Promise<Record<string, unknown>>;

const loaders = new Map<string, NamespaceLoader>();
const pending = new Map<string, Promise<void>>();

function currentLanguage(): Language {
  return i18n.language as Language;
}

export function loadNamespace(ns: string, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, ns)) return Promise.resolve();
  const key = `${language}/${ns}`;
  let promise = pending.get(key);
  if (!promise) {
    const loader = loaders.get(ns);
    if (!loader) return Promise.reject(new Error(`No loader registered for namespace ${ns}`));
    promise = loader(language).then(
      (resources) => {
        i18n.addResourceBundle(language, ns, resources, true, true);
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

/** Every registered namespace for a language, so switching the language never shows raw keys. */
export function loadRegisteredNamespaces(language: Language): Promise<void> {
  return Promise.all([...loaders.keys()].map((ns) => loadNamespace(ns, language))).then(() => undefined);
}

export function registerNamespace(ns: string, loader: NamespaceLoader): void {
  if (!loaders.has(ns)) loaders.set(ns, loader);
}

/**
 * Starts loading a route's strings (its namespace and the messages of the contexts it talks to) in
 * the current language, without suspending. A route module exports it as `prepare`: the shell calls
 * that as soon as the module arrives and renders the route once it settles, so `useNamespace` finds
 * the strings in and the route's first render (and its data requests) is not held back by a
 * Suspense fallback. Rejections are left to `useNamespace`, which throws them where the route's
 * error boundary catches them.
 */
export function prepareNamespace(
  ns: string,
  loader: NamespaceLoader,
  ...messages: readonly MessagesSource[]
): Promise<void> {
  registerNamespace(ns, loader);
  for (const source of messages) registerMessages(source);
  const language = currentLanguage();
  return Promise.all([
    loadNamespace(ns, language),
    ...messages.map(({ context }) => loadMessages(context, language)),
  ]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Suspends until the namespace, and the messages of the contexts the remote talks to, are available
 * in the current language. Used at the top of each remote's route module; the shell's Suspense
 * boundary shows the loading state meanwhile. Every load starts before the first one is waited for.
 */
export function useNamespace(
  ns: string,
  loader: NamespaceLoader,
  ...messages: readonly MessagesSource[]
): void {
  registerNamespace(ns, loader);
  for (const source of messages) registerMessages(source);
  const language = currentLanguage();
  const loading: Promise<void>[] = [];
  if (!i18n.hasResourceBundle(language, ns)) loading.push(loadNamespace(ns, language));
  for (const { context } of messages) {
    if (!hasMessages(context, language)) loading.push(loadMessages(context, language));
  }
  for (const promise of loading) use(promise);
}
