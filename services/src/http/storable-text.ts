import { isStorableText } from '@cenacle/shared-domain';
import type { FastifyInstance } from 'fastify';
import { RequestFieldError } from './http-errors.ts';

/**
 * The path of the first text in a parsed value that PostgreSQL could not store, or null. Walked
 * with a stack of its own, not by recursion: a query string or form can nest too (the JSON parser
 * bounds bodies' depth, this guard must not depend on it).
 */
export function unstorableTextAt(value: unknown): string[] | null {
  const pending: { value: unknown; at: Step | null }[] = [{ value, at: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, at } = next;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(at);
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const entries: [string, unknown][] = Array.isArray(item)
      ? item.map((child, index) => [String(index), child])
      : Object.entries(item);
    for (const [key] of entries) if (!isStorableText(key)) return pathOf({ key: '(key)', parent: at });
    // Pushed in reverse, so the first field is the first looked at.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      pending.push({ value: child, at: { key, parent: at } });
    }
  }
  return null;
}

/** One step of a path, linked to its parent: a deep value costs no copy of its path per level. */
interface Step {
  readonly key: string;
  readonly parent: Step | null;
}

function pathOf(step: Step | null): string[] {
  const path: string[] = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Every text of every request (path, query, body) is storable or the request is refused with a 400
 * naming the field, before any schema runs: the contract primitives check the same for the fields
 * they know, and this guard covers any field a future route forgets.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const path = unstorableTextAt(value);
      if (!path) continue;
      throw new RequestFieldError(path.join('.') || part, 'Pattern');
    }
  });
}
