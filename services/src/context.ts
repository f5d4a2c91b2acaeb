import type { EventCatalog, Messages } from '@cenacle/shared-domain';
import type { Route } from './http/route.ts';
import type { DemoSeed } from './seed/demo-seed.ts';

/**
 * What a bounded context brings to the API. Each context exports one from its folder
 * (`services/src/<context>/index.ts`) and `contexts.ts` lists them; the app, the error handler, the
 * translations, the command bus and the demo seed iterate over that list.
 */
export interface ServicesContext {
  readonly name: string;
  readonly routes: readonly Route[];
  /** The HTTP status of each error code the context's deciders and routes raise. */
  readonly errorStatus: Readonly<Record<string, number>>;
  /** Its messages (problem titles), from `@cenacle/shared-domain/<context>`. */
  readonly messages: Messages;
  /** Its events' schemas: the bus checks every event against them and upcasts old versions. */
  readonly events: EventCatalog;
  /** Demo data for a fresh installation; contexts seed in the order of the list. */
  readonly seedDemo?: (seed: DemoSeed) => Promise<void>;
}
