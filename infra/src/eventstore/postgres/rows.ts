import type { EventMetadata, Position, RecordedEvent } from '../port.ts';

/** pg hands int8 and xid8 over as strings (they overflow a JS number); every one becomes a bigint. */
export interface EventRow {
  readonly transaction_id: string;
  readonly global_position: string;
  readonly stream_id: string;
  readonly stream_version: string;
  readonly event_id: string;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: EventMetadata;
}

export interface PositionRow {
  readonly transaction_id: string;
  readonly global_position: string;
}

export function toPosition(row: PositionRow): Position {
  return { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) };
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    revision: BigInt(row.stream_version),
    position: toPosition(row),
  };
}

/**
 * The xid8 lower bound of a read. Transaction ids start at 3, so LOG_START (commit -1, which xid8
 * cannot hold) becomes (0, 0), before every row.
 */
export function afterParameters(after: Position): [string, string] {
  if (after.commit < 0n) return ['0', '0'];
  return [after.commit.toString(), after.prepare.toString()];
}
