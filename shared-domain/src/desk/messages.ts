import type { Messages } from '../common/messages.ts';
import type { SameKeys } from '../common/same-keys.ts';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import pl from './messages/pl.json' with { type: 'json' };
import uk from './messages/uk.json' with { type: 'json' };

/** The arrival desk's error messages (server problem titles and the browser alike). */
export const deskMessages = { pl, en, uk, de } satisfies Messages;

// Compile-time only: en, uk and de carry exactly the keys of the Polish file.
export const deskMessagesComplete: [
  SameKeys<typeof en, typeof pl>,
  SameKeys<typeof uk, typeof pl>,
  SameKeys<typeof de, typeof pl>,
] = [true, true, true];
