import type { LangKey } from './languages.ts';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import pl from './messages/pl.json' with { type: 'json' };
import uk from './messages/uk.json' with { type: 'json' };
import type { SameKeys } from './same-keys.ts';

/** Translations shaped like i18next resources: nested keys, text leaves. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/**
 * A context's messages in every language. Each context keeps them in `<context>/messages/{lang}.json`,
 * the one source for the server's problem titles and for the browser, which loads the same files.
 */
export type Messages = Readonly<Record<LangKey, MessageTree>>;

/** Generic errors and validation constraints every context and page shows. */
export const commonMessages = { pl, en, uk, de } satisfies Messages;

// Compile-time only: en, uk and de carry exactly the keys of the Polish file.
export const commonMessagesComplete: [
  SameKeys<typeof en, typeof pl>,
  SameKeys<typeof uk, typeof pl>,
  SameKeys<typeof de, typeof pl>,
] = [true, true, true];

/** `{"error": {"payment": {"notFound": "…"}}}` → `{"error.payment.notFound": "…"}`. */
export function flattenMessages(tree: MessageTree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenMessages(value, path));
  }
  return flat;
}
