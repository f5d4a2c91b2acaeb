import { randomUUID } from 'node:crypto';
import { formatPosition, type Position } from '@cenacle/infra';
import type { CommandContext } from '@cenacle/infra/commands/command-bus.ts';
import type { CommandMetadata } from '@cenacle/shared-domain';
import { ALERT_HEADER, PARAMS_HEADER, POSITION_HEADER } from '@cenacle/shared-domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guards.ts';

/**
 * Correlates every event a request causes: the request id is its correlation id (the caller's own
 * `X-Correlation-Id`/`X-Request-Id` when well formed, see app.ts), so one id follows a workflow.
 */
export function commandContext(request: FastifyRequest): CommandContext {
  return { correlationId: request.id, causationId: null };
}

export function commandMetadata(request: FastifyRequest, clock: () => Date): CommandMetadata {
  return { userId: currentUser(request).id, now: clock().toISOString() };
}

/** Success headers: the toast key and its parameter, and the log position to read our writes at. */
export function announce(reply: FastifyReply, alert: string, param: string, position: Position | null): void {
  reply.header(ALERT_HEADER, alert);
  reply.header(PARAMS_HEADER, encodeURIComponent(param));
  if (position) reply.header(POSITION_HEADER, formatPosition(position));
}

export const newRequestId = (): string => randomUUID();
