import { parsePosition } from '@cenacle/infra';
import type { ReadModelPositions } from '../realtime/read-model-positions.ts';

/**
 * When a query names the log position of the caller's last command, wait (briefly) until the
 * read models it reads have caught up with it, so the caller sees its own write.
 */
export async function waitForReadModel(
  positions: ReadModelPositions,
  projections: readonly string[],
  position: string | undefined,
): Promise<void> {
  if (!position) return;
  const parsed = parsePosition(position);
  if (!parsed) return;
  await positions.waitFor(projections, parsed);
}
