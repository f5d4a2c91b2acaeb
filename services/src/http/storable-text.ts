import { isStorableText } from '@cenacle/shared-domain';
import type { FastifyInstance } from 'fastify';
import { pickLanguage, translate } from './messages.ts';
import { sendProblem } from './problem.ts';

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
  app.addHook('preValidation', async (request, reply) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const path = unstorableTextAt(value);
      if (!path) continue;
      const entityName = request.routeOptions.config.entityName ?? 'request';
      const lang = pickLanguage(request.headers['accept-language'], request.user?.langKey);
      return sendProblem(reply, {
        status: 400,
        message: 'error.validation',
        title: translate('error.validation', lang),
        entityName,
        path: request.routeOptions.url ?? '',
        fieldErrors: [{ objectName: entityName, field: path.join('.') || part, message: 'Pattern' }],
      });
    }
  });
}
