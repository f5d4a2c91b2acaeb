import { formatPosition, type Position } from '@cenacle/infra';
import type { Handled } from '@cenacle/infra/commands/command-bus.ts';
import {
  ALERT_HEADER,
  type Command,
  type Decider,
  type DeviceCommand,
  type DomainEvent,
  PARAMS_HEADER,
  POSITION_HEADER,
} from '@cenacle/shared-domain';
import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '../auth/current-user.ts';
import { currentUser } from '../auth/guards.ts';
import type { Deps } from '../deps.ts';
import { commandContext } from './command-context.ts';
import { type Audience, audienceHook, type Parsed, type Route, type Schema } from './route.ts';

/** A command as a route writes it: the acting user and the time are added by the route. */
export type CommandInput<C extends Command> = C extends Command ? Omit<C, 'metadata'> : never;

export interface CommandCall<P, B, Q = undefined> {
  readonly params: P;
  readonly body: B;
  readonly query: Q;
  readonly user: CurrentUser;
  readonly deps: Deps;
  readonly request: FastifyRequest;
  /**
   * Runs a command through the bus with this request's user, clock and correlation id; `device`
   * names a command made on a device and sent later (its id and clocks go into the events' metadata).
   */
  run<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: CommandInput<C>,
    device?: DeviceCommand,
  ): Promise<Handled<S, E>>;
}

export interface CommandOutcome {
  readonly status: number;
  readonly body?: unknown;
  /** The success toast: translation key and its parameter (`app-alert`, `app-params`). */
  readonly alert?: { readonly key: string; readonly param: string };
}

export interface CommandRouteDefinition<
  P extends Schema | undefined,
  B extends Schema | undefined,
  Q extends Schema | undefined = undefined,
> {
  /** GET only where the spec's call is a GET that changes something (and may be repeated). */
  readonly method: 'POST' | 'PUT' | 'DELETE' | 'GET';
  readonly url: string;
  readonly summary: string;
  readonly tags: readonly string[];
  /** Names the object in field errors and in `app-params` (`payment`, `branch`). */
  readonly entityName: string;
  readonly audience: Exclude<Audience, 'public'>;
  readonly params?: P;
  readonly body?: B;
  readonly querystring?: Q;
  readonly response?: Readonly<Record<number, Schema>>;
  handle(call: CommandCall<Parsed<P>, Parsed<B>, Parsed<Q>>): Promise<CommandOutcome>;
}

/**
 * A command route: authorize (before validation) → validate → the handler runs its commands →
 * the answer carries the success toast headers and the log position of the last appended event,
 * so the caller can read its own write.
 */
export function commandRoute<
  P extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(definition: CommandRouteDefinition<P, B, Q>): Route {
  return (app, deps) => {
    app.route({
      method: definition.method,
      url: definition.url,
      schema: {
        tags: [...definition.tags],
        summary: definition.summary,
        ...(definition.params ? { params: definition.params } : {}),
        ...(definition.body ? { body: definition.body } : {}),
        ...(definition.querystring ? { querystring: definition.querystring } : {}),
        ...(definition.response ? { response: definition.response } : {}),
      },
      config: { entityName: definition.entityName },
      onRequest: audienceHook(definition.audience),
      handler: async (request, reply) => {
        const user = currentUser(request);
        let position: Position | null = null;
        const outcome = await definition.handle({
          params: request.params as Parsed<P>,
          body: request.body as Parsed<B>,
          query: request.query as Parsed<Q>,
          user,
          deps,
          request,
          async run(decider, streamId, command, device) {
            const metadata = {
              userId: user.id,
              now: deps.clock().toISOString(),
              ...(device ? { device } : {}),
            };
            const full = { ...command, metadata } as Parameters<typeof decider.decide>[0];
            const result = await deps.bus.handle(decider, streamId, full, commandContext(request));
            if (result.position) position = result.position;
            return result;
          },
        });
        if (outcome.alert) {
          reply.header(ALERT_HEADER, outcome.alert.key);
          reply.header(PARAMS_HEADER, encodeURIComponent(outcome.alert.param));
        }
        if (position) reply.header(POSITION_HEADER, formatPosition(position));
        return reply.code(outcome.status).send(outcome.body);
      },
    });
  };
}
