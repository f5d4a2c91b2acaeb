import type { Authority } from '@cenacle/shared-domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireAuthority } from '../auth/guards.ts';
import type { Deps } from '../deps.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The read models a query route's queries read (it waits for them on `?position=`). */
    readModels?: readonly string[];
  }
}

/** A route a context contributes: registered on the app with the composition root's dependencies. */
export type Route = (app: FastifyInstance, deps: Deps) => void;

/** Who may call a route: any of these authorities, any signed-in user, or anyone. */
export type Audience = readonly Authority[] | 'signed-in' | 'public';

export type Schema = z.ZodType;
/** What a schema parses to, or undefined when the route has none. */
export type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * The authority check runs as the route's first hook, before the body is parsed and validated: an
 * anonymous caller gets 401 and a caller without the authority 403, never a 400 with field details.
 */
export function audienceHook(audience: Audience): ReturnType<typeof requireAuthority> | undefined {
  if (audience === 'public') return undefined;
  return requireAuthority(...(audience === 'signed-in' ? [] : audience));
}

/** Registers a context's routes. */
export function registerRoutes(app: FastifyInstance, deps: Deps, routes: readonly Route[]): void {
  for (const route of routes) route(app, deps);
}
