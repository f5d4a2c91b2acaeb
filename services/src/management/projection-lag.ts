import type { Database, EventStore, Position, ProjectorStatus } from '@cenacle/infra';
import { readProjectorStatuses } from '@cenacle/infra';
import { projectionFailed, projectionLag } from '@cenacle/infra/observability/metrics.ts';
import type { Kysely } from 'kysely';

export interface ProjectorLag {
  readonly status: ProjectorStatus;
  /**
   * Events behind the head of the log: with PostgreSQL the distance in the log's global sequence (exact
   * but for the numbers of appends rolled back); with KurrentDB the distance in its prepare positions
   * (bytes, not events), so there only 0 means "caught up".
   */
  readonly lag: number;
}

const behind = (head: Position | null, at: Position): number =>
  head && head.prepare > at.prepare ? Number(head.prepare - at.prepare) : 0;

/** Every projector's and reactor's checkpoint against the log head; also sets the Prometheus gauges. */
export async function readProjectorLags(db: Kysely<Database>, store: EventStore): Promise<ProjectorLag[]> {
  const [statuses, head] = await Promise.all([readProjectorStatuses(db), store.headPosition()]);
  return projectorLags(statuses, head);
}

/** The lags of checkpoints already read, against a head already read. */
export function projectorLags(statuses: readonly ProjectorStatus[], head: Position | null): ProjectorLag[] {
  return statuses.map((status) => {
    const lag = behind(head, status.position);
    projectionLag.set({ projection: status.name }, lag);
    projectionFailed.set({ projection: status.name }, status.failure ? 1 : 0);
    return { status, lag };
  });
}
