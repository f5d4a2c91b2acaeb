import type { QueryClient } from '@tanstack/react-query';

/**
 * A notice of the API's change feed: a read model moved to a log position. Query keys start with the
 * read model's name, so the notice invalidates exactly the queries reading it; any name the API
 * sends is accepted, so a new read model needs no change here.
 */
export interface ReadModelChange {
  readonly projection: string;
  readonly position: string | null;
}

const NAME = /^[a-z][a-z0-9-]*$/;

export function parseReadModelChange(data: unknown): ReadModelChange | null {
  if (typeof data !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const { type, projection, position } = message as Record<string, unknown>;
  if (type !== 'readModelChanged' || typeof projection !== 'string' || !NAME.test(projection)) return null;
  return { projection, position: typeof position === 'string' ? position : null };
}

/** Marks stale (and refetches if shown) every query whose key starts with the changed read model. */
export function invalidateReadModel(client: QueryClient, change: ReadModelChange): Promise<void> {
  return client.invalidateQueries({ queryKey: [change.projection] });
}
