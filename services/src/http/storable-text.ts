import { isStorableText } from '@cenacle/shared-domain';
import type { FastifyInstance } from 'fastify';
import { RequestFieldError } from './http-errors.ts';

/** The path of the first text in a parsed value that PostgreSQL could not store, or null. */
export function unstorableTextAt(value: unknown, path: readonly string[] = []): string[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : [...path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextAt(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, '(key)'];
      const found = unstorableTextAt(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
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
