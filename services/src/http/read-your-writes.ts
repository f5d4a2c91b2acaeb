import { parsePosition } from '@cenacle/infra';
import { READ_MODEL_STALE_HEADER } from '@cenacle/shared-domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadModelPositions } from '../realtime/read-model-positions.ts';
import { RequestFieldError } from './http-errors.ts';

/**
 * The longest a query waits for its read models. Projections follow the log within milliseconds;
 * a wait this long means they are down or far behind, and the caller is better served with what
 * there is, marked stale, than with a request held open.
 */
export const READ_YOUR_WRITES_WAIT_MS = 2000;

/**
 * Read your own writes: when a query names (`?position=`) the log position of the caller's last
 * command, wait briefly until the read models it reads have caught up with it. A position beyond
 * the end of the log answers at once. Whenever the read models have not reached the position, the
 * answer says so (`app-read-model-stale: true`, see infra/decisions/003) rather than passing older
 * data off as fresh. A malformed position is a 400 on the `position` field.
 */
export async function waitForReadModel(
  request: FastifyRequest,
  reply: FastifyReply,
  positions: ReadModelPositions,
  projections: readonly string[],
): Promise<void> {
  const text = (request.query as { position?: unknown } | undefined)?.position;
  if (text === undefined || text === '') return;
  // The query route's schema has checked the shape (LogPosition); parsing is the last word.
  const position = typeof text === 'string' ? parsePosition(text) : null;
  if (!position) throw new RequestFieldError('position', 'Pattern');
  const outcome = await positions.catchUp(projections, position, READ_YOUR_WRITES_WAIT_MS);
  if (outcome !== 'reached') reply.header(READ_MODEL_STALE_HEADER, 'true');
}
