import { i18n } from './i18n.ts';

/** Keys known only at run time bypass the typed `t` on purpose; everything else uses typed keys. */
interface UntypedI18n {
  t(key: string, options?: Record<string, unknown>): string;
  exists(key: string, options?: Record<string, unknown>): boolean;
}
const untyped = i18n as unknown as UntypedI18n;

/**
 * Translates a key that arrives at run time (server messages, app-alert headers, field error codes).
 * A key may name a remote's namespace by its first segment (`accounting.messages.payment-saved`);
 * an unknown key is shown raw (spec §8 "Unknown translation key: raw key is shown").
 */
export function translateDynamic(key: string, params?: Record<string, unknown>): string {
  if (untyped.exists(key)) return untyped.t(key, params);
  const dot = key.indexOf('.');
  if (dot > 0) {
    const ns = key.slice(0, dot);
    const rest = key.slice(dot + 1);
    if (untyped.exists(rest, { ns })) return untyped.t(rest, { ...params, ns });
  }
  return key;
}

/** True when the key resolves in any loaded namespace. */
export function hasTranslation(key: string): boolean {
  return translateDynamic(key) !== key;
}
