/**
 * PostgreSQL NOTIFY channel on which the projection runner announces that projectors committed.
 * Payload: a JSON array `[{"projection": "<name>", "position": "<commit>.<prepare>"}, …]`, the latest
 * position of each projector that committed since the runner's last notification (one notification
 * for them all, not one each: every API process parses every notification). Sent after the commit and
 * coalesced, so a listener may miss intermediate positions but never the latest; `services` relays
 * each position over the WebSocket.
 */
export const READ_MODEL_CHANGED_CHANNEL = 'read_model_changed';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: longer lists go in several. */
export const MAX_READ_MODEL_CHANGED_PAYLOAD = 7_900;

export interface ReadModelChanged {
  readonly projection: string;
  /** `"<commit>.<prepare>"`, see the event store port's `formatPosition`. */
  readonly position: string;
}

const isChange = (value: unknown): value is ReadModelChanged =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ReadModelChanged).projection === 'string' &&
  typeof (value as ReadModelChanged).position === 'string';

/**
 * The positions a notification announces; none when it is not one of ours. A single object (what
 * runners sent before positions were announced together) still reads, for a runner of the previous
 * release during a rolling update.
 */
export function parseReadModelChanged(payload: string | undefined): ReadModelChanged[] {
  if (!payload) return [];
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return [];
  }
  return (Array.isArray(value) ? value : [value])
    .filter(isChange)
    .map(({ projection, position }) => ({ projection, position }));
}

/** The payloads announcing `changes`: as few as fit PostgreSQL's limit. */
export function readModelChangedPayloads(changes: readonly ReadModelChanged[]): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let length = 2;
  for (const change of changes) {
    const item = JSON.stringify({ projection: change.projection, position: change.position });
    const bytes = Buffer.byteLength(item);
    if (current.length > 0 && length + bytes + 1 > MAX_READ_MODEL_CHANGED_PAYLOAD) {
      payloads.push(`[${current.join(',')}]`);
      current = [];
      length = 2;
    }
    current.push(item);
    length += bytes + 1;
  }
  if (current.length > 0) payloads.push(`[${current.join(',')}]`);
  return payloads;
}
