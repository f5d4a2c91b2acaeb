import type { onSendAsyncHookHandler } from 'fastify';
import type { Route } from '../http/route.ts';

/**
 * The password calls answer their 400s as `violations[{field, message}]` (spec §7, change
 * password and activation), besides the `fieldErrors` every other call answers: an onSend hook
 * that copies them, so the error handler stays the one place that shapes problems.
 */
export const withViolations: onSendAsyncHookHandler<unknown> = async (_request, reply, payload) => {
  if (reply.statusCode !== 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as { fieldErrors?: { field: string; message: string }[] };
    if (!body.fieldErrors) return payload;
    const violations = body.fieldErrors.map(({ field, message }) => ({ field, message }));
    return JSON.stringify({ ...body, violations });
  } catch {
    return payload;
  }
};

/** A route whose 400s also carry `violations` (in a scope of its own, so no other route changes). */
export const answeringViolations =
  (route: Route): Route =>
  (app, deps) => {
    void app.register(async (scope) => {
      scope.addHook('onSend', withViolations);
      route(scope, deps);
    });
  };
