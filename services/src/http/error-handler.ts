import { ConcurrencyError } from '@cenacle/infra/commands/command-bus.ts';
import { isTransient } from '@cenacle/infra/runner/apply-failure.ts';
import { type CommonErrorCode, DomainError, type FieldError } from '@cenacle/shared-domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { toFieldErrors } from './field-errors.ts';
import { HttpProblem, RequestFieldError, RequestFieldErrors } from './http-errors.ts';
import { answerProblem, type Refusal } from './problem.ts';

/** Statuses of the codes every context may raise; each context adds its own (its manifest). */
export const COMMON_STATUS: Readonly<Record<CommonErrorCode, number>> = {
  NOT_FOUND: 404,
  ALREADY_EXISTS: 400,
  UNKNOWN_REFERENCE: 400,
  DOCUMENT_CHANGED: 409,
};

/** Statuses we answer with a key of our own when the framework or a plugin (body parser) raised them. */
const KEY_BY_STATUS: Readonly<Record<number, string>> = {
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.url.not.found',
  409: 'error.concurrencyFailure',
  413: 'error.payloadTooLarge',
  429: 'error.tooManyRequests',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Names the object in field errors and the app-params header, e.g. `payment`. */
    entityName?: string;
  }
}

/** The message key of a 4xx the framework raised (bad URL, body too large, wrong media type…). */
export const keyForStatus = (status: number): string => KEY_BY_STATUS[status] ?? 'error.badRequest';

/** The problem answers of the API; `contextStatus` maps the contexts' own error codes to statuses. */
export function registerErrorHandling(
  app: FastifyInstance,
  contextStatus: Readonly<Record<string, number>> = {},
): void {
  const statusByCode: Readonly<Record<string, number>> = { ...COMMON_STATUS, ...contextStatus };
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const objectName = request.routeOptions.config.entityName ?? 'request';
    const answer = (refusal: Refusal) => answerProblem(request, reply, refusal);
    const invalid = (fieldErrors: readonly FieldError[]) =>
      answer({ status: 400, message: 'error.validation', fieldErrors });
    if (error instanceof HttpProblem) return answer({ status: error.statusCode, message: error.messageKey });
    if (error instanceof RequestFieldError) {
      return invalid([{ objectName, field: error.field, message: error.constraint }]);
    }
    if (error instanceof RequestFieldErrors) {
      return invalid(error.violations.map((v) => ({ objectName, field: v.field, message: v.constraint })));
    }
    if (hasZodFastifySchemaValidationErrors(error))
      return invalid(toFieldErrors(objectName, error.validation));
    if (error instanceof DomainError) {
      return answer({
        status: statusByCode[error.code] ?? 400,
        message: error.messageKey,
        params: error.params,
        ...(error.field
          ? { fieldErrors: [{ objectName, field: error.field, message: error.messageKey }] }
          : {}),
      });
    }
    if (error instanceof ConcurrencyError)
      return answer({ status: 409, message: 'error.concurrencyFailure' });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return answer({ status, message: keyForStatus(status) });
    // The database is away or overloaded (a lost connection, no free connection in time): nothing was
    // changed that the client cannot retry, so say so rather than claim a bug.
    if (isTransient(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return answer({ status: 503, message: 'error.serviceUnavailable' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer({ status: 500, message: 'error.internalServerError' });
  });

  app.setNotFoundHandler((request, reply) => answer404(request, reply));
}

const answer404 = (request: FastifyRequest, reply: FastifyReply) =>
  answerProblem(request, reply, { status: 404, message: 'error.url.not.found' });
