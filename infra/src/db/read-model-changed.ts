/**
 * PostgreSQL NOTIFY channel on which the projection runner announces that a projector committed a batch.
 * Payload: `{"projection": "<name>", "position": "<commit>.<prepare>"}`. Sent after the commit and
 * coalesced (at most one per projector every few milliseconds), so a listener may miss intermediate
 * positions but never the latest; `services` relays it over the WebSocket.
 */
export const READ_MODEL_CHANGED_CHANNEL = 'read_model_changed';

export interface ReadModelChanged {
  readonly projection: string;
  /** `"<commit>.<prepare>"`, see the event store port's `formatPosition`. */
  readonly position: string;
}

export function parseReadModelChanged(payload: string | undefined): ReadModelChanged | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<ReadModelChanged>;
    if (typeof value.projection !== 'string' || typeof value.position !== 'string') return null;
    return { projection: value.projection, position: value.position };
  } catch {
    return null;
  }
}
