import type { Position } from '@cenacle/infra';
import type { Command, Decider, DomainEvent } from '@cenacle/shared-domain';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { commandContext } from '../http/command-context.ts';
import type { CommandCall } from '../http/command-route.ts';

/** Runs a command with the acting user, clock and correlation of a request (`CommandCall['run']`). */
export type RunCommand = CommandCall<unknown, unknown>['run'];

/**
 * `run` for the routes an anonymous person calls (registration, activation, reset, Google): the
 * actor recorded is the account the request is about. `lastPosition()` is the log position of the
 * last event appended, for the answer's `app-log-position`.
 */
export function runOnBehalfOf(
  deps: Deps,
  request: FastifyRequest,
  actorId: () => string,
): { run: RunCommand; lastPosition(): Position | null } {
  let position: Position | null = null;
  const run: RunCommand = async <C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: Omit<C, 'metadata'>,
  ) => {
    const metadata = { userId: actorId(), now: deps.clock().toISOString() };
    const full = { ...command, metadata } as C;
    const result = await deps.bus.handle(decider, streamId, full, commandContext(request));
    if (result.position) position = result.position;
    return result;
  };
  return { run, lastPosition: () => position };
}
