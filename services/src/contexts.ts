import { accounting } from './accounting/index.ts';
import { analytics } from './analytics/index.ts';
import { conferences } from './conferences/index.ts';
import { content } from './content/index.ts';
import type { ServicesContext } from './context.ts';
import { desk } from './desk/index.ts';
import { files } from './files/index.ts';
import { identity } from './identity/index.ts';
import { lodging } from './lodging/index.ts';
import { mail } from './mail/index.ts';
import { notes } from './notes/index.ts';
import { organisation } from './organisation/index.ts';
import { participants } from './participants/index.ts';
import { registration } from './registration/index.ts';
import { responsibilities } from './responsibilities/index.ts';
import { schedule } from './schedule/index.ts';
import { site } from './site/index.ts';

/**
 * Every bounded context of the API, the one list a new context adds itself to. Order matters only
 * for the demo seed: a context's demo data may use what an earlier one made.
 */
export const contexts: readonly ServicesContext[] = [
  organisation,
  identity,
  accounting,
  files,
  mail,
  participants,
  registration,
  responsibilities,
  conferences,
  schedule,
  lodging,
  notes,
  analytics,
  content,
  site,
  desk,
];
