import { createHash, timingSafeEqual } from 'node:crypto';
import type { Authority } from '@cenacle/shared-domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { answerProblem } from '../http/problem.ts';
import { type CurrentUser, hasAuthority } from './current-user.ts';

function deny(request: FastifyRequest, reply: FastifyReply, status: 401 | 403): FastifyReply {
  // A login session ended for want of use says so, with its timeout (the login page shows it).
  const idle = status === 401 ? request.signedOut : null;
  if (idle) {
    const hours = String(Math.round((idle.minutes / 60) * 10) / 10);
    return answerProblem(request, reply, { status, message: 'error.session.idle', params: { hours } });
  }
  return answerProblem(request, reply, {
    status,
    message: status === 401 ? 'error.unauthorized' : 'error.forbidden',
  });
}

const guards = new WeakSet<object>();

/** True for the hooks `requireAuthority` makes (the auth plugin checks where routes put them). */
export const isGuard = (hook: unknown): boolean => typeof hook === 'function' && guards.has(hook);

/**
 * 401 for anonymous callers; 403 unless the user holds one of the authorities (any, when none
 * given). A route's `onRequest` hook: it answers before the body is read or validated, so a caller
 * who may not call learns nothing about what the route takes.
 */
export function requireAuthority(...authorities: readonly Authority[]): onRequestAsyncHookHandler {
  const guard: onRequestAsyncHookHandler = async function guard(request, reply) {
    if (!request.user) return deny(request, reply, 401);
    if (authorities.length > 0 && !hasAuthority(request.user, ...authorities))
      return deny(request, reply, 403);
  };
  guards.add(guard);
  return guard;
}

/**
 * For machines that cannot sign in (a Prometheus server): a caller presenting
 * `Authorization: Bearer <token>` passes when a token is configured; anyone else passes
 * `requireAuthority(...authorities)`. The token opens only the routes this guard is put on.
 */
export function bearerTokenOr(
  token: string | null,
  ...authorities: readonly Authority[]
): onRequestAsyncHookHandler {
  const signedIn = requireAuthority(...authorities);
  const expected = token ? digest(token) : null;
  const guard: onRequestAsyncHookHandler = async function guard(this: FastifyInstance, request, reply) {
    const [scheme, presented] = (request.headers.authorization ?? '').split(' ', 2);
    if (expected && scheme === 'Bearer' && presented && timingSafeEqual(digest(presented), expected)) return;
    return signedIn.call(this, request, reply);
  };
  guards.add(guard);
  return guard;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** For handlers behind `requireAuthority`: the user is there. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new Error('currentUser() used on a route without requireAuthority()');
  return request.user;
}

export { deny };
