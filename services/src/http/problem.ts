import { ERROR_HEADER, type FieldError, PARAMS_HEADER, type Problem } from '@cenacle/shared-domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage, translate } from './messages.ts';

const PROBLEM_BASE = 'https://cenacle.app/problem';

export interface ProblemInit {
  readonly status: number;
  readonly message: string;
  readonly title: string;
  readonly entityName?: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly fieldErrors?: readonly FieldError[];
  readonly path?: string;
  readonly type?: string;
  readonly detail?: string;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The spec's problem shape. */
export function problemBody(init: ProblemInit): Problem {
  return {
    type: `${PROBLEM_BASE}/${init.type ?? (init.fieldErrors ? 'constraint-violation' : 'problem-with-message')}`,
    title: init.title,
    status: init.status,
    message: init.message,
    ...(init.path ? { path: init.path } : {}),
    ...(init.detail ? { detail: init.detail } : {}),
    ...(init.params && Object.keys(init.params).length > 0 ? { params: { ...init.params } } : {}),
    ...(init.fieldErrors ? { fieldErrors: [...init.fieldErrors] } : {}),
  };
}

/** Answers a problem body in the spec's shape, with the app-error/app-params headers the browser reads. */
export function sendProblem(reply: FastifyReply, init: ProblemInit): FastifyReply {
  const body = problemBody(init);
  if (init.status < 500) {
    reply.header(ERROR_HEADER, init.message);
    if (init.entityName) reply.header(PARAMS_HEADER, init.entityName);
  }
  return reply.code(init.status).type(PROBLEM_CONTENT_TYPE).send(body);
}

/** The language of a problem's title: the signed-in user's, else the browser's, else Polish. */
export function language(request: FastifyRequest): ReturnType<typeof pickLanguage> {
  return pickLanguage(request.headers['accept-language'], request.user?.langKey);
}

/** What a refusal says; the title, the entity and the path follow from the request. */
export type Refusal = Omit<ProblemInit, 'title' | 'entityName' | 'path'>;

/**
 * Answers a refusal of this request in the problem shape: its title translated (with its
 * parameters) into the caller's language, named after the route's entity, with the request's path
 * only when a route matched (an unknown URL is never echoed back).
 */
export function answerProblem(request: FastifyRequest, reply: FastifyReply, refusal: Refusal): FastifyReply {
  return sendProblem(reply, {
    ...refusal,
    title: translate(refusal.message, language(request), refusal.params),
    entityName: request.routeOptions.config?.entityName,
    path: request.is404 ? undefined : request.url.split('?')[0],
  });
}
