import { i18n } from './i18n.ts';

/**
 * Translates a key that arrives at run time (server messages, app-alert headers, field error codes).
 * A key may name a remote's namespace by its first segment (`accounting.messages.payment-saved`);
 * an unknown key is shown raw (spec §8 "Unknown translation key: raw key is shown").
 */
export function translateDynamic(key: string, params?: Record<string, unknown>): string {
  const options = { ...params, defaultValue: key };
  if (i18n.exists(key)) return i18n.t(key as never, options as never) as string;
  const dot = key.indexOf('.');
  if (dot > 0) {
    const ns = key.slice(0, dot);
    const rest = key.slice(dot + 1);
    if (i18n.exists(rest, { ns })) return i18n.t(rest as never, { ...options, ns } as never) as string;
  }
  return key;
}

/** True when the key resolves in any loaded namespace. */
export function hasTranslation(key: string): boolean {
  return translateDynamic(key) !== key;
}
