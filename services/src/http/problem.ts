import { ERROR_HEADER, type FieldError, PARAMS_HEADER, type Problem } from '@cenacle/shared-domain';
import type { FastifyReply } from 'fastify';

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
