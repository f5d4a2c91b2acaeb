import { ConcurrencyError } from '@cenacle/infra/commands/command-bus.ts';
import { type CommonErrorCode, DomainError } from '@cenacle/shared-domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { toFieldErrors } from './field-errors.ts';
import { HttpProblem, RequestFieldError } from './http-errors.ts';
import { pickLanguage, translate } from './messages.ts';
import { sendProblem } from './problem.ts';

/** Statuses of the codes every context may raise; each context adds its own (its manifest). */
export const COMMON_STATUS: Readonly<Record<CommonErrorCode, number>> = {
  NOT_FOUND: 404,
  ALREADY_EXISTS: 400,
  UNKNOWN_REFERENCE: 400,
};

/** Statuses we answer with a key of our own when the framework or a plugin (body parser) raised them. */
const KEY_BY_STATUS: Readonly<Record<number, string>> = {
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.url.not.found',
  409: 'error.concurrencyFailure',
  429: 'error.tooManyRequests',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Names the object in field errors and the app-params header, e.g. `payment`. */
    entityName?: string;
  }
}

export function language(request: FastifyRequest): ReturnType<typeof pickLanguage> {
  return pickLanguage(request.headers['accept-language'], request.user?.langKey);
}

/** The message key of a 4xx the framework raised (bad URL, body too large, wrong media type…). */
export const keyForStatus = (status: number): string => KEY_BY_STATUS[status] ?? 'error.badRequest';

/** The request's path for a problem body: only when a route matched, never an unknown URL echoed back. */
const problemPath = (request: FastifyRequest): string | undefined =>
  request.is404 ? undefined : request.url.split('?')[0];

/** The problem answers of the API; `contextStatus` maps the contexts' own error codes to statuses. */
export function registerErrorHandling(
  app: FastifyInstance,
  contextStatus: Readonly<Record<string, number>> = {},
): void {
  const statusByCode: Readonly<Record<string, number>> = { ...COMMON_STATUS, ...contextStatus };
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = language(request);
    const entityName = request.routeOptions.config.entityName;
    const path = problemPath(request);
    if (error instanceof HttpProblem) {
      const { statusCode: status, messageKey: key } = error;
      return sendProblem(reply, { status, message: key, title: translate(key, lang), entityName, path });
    }
    if (error instanceof RequestFieldError) {
      return sendProblem(reply, {
        status: 400,
        message: 'error.validation',
        title: translate('error.validation', lang),
        entityName,
        path,
        fieldErrors: [{ objectName: entityName ?? 'request', field: error.field, message: error.constraint }],
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(reply, {
        status: 400,
        message: 'error.validation',
        title: translate('error.validation', lang),
        entityName,
        path,
        fieldErrors: toFieldErrors(entityName ?? 'request', error.validation),
      });
    }
    if (error instanceof DomainError) {
      const status = statusByCode[error.code] ?? 400;
      const fieldErrors = error.field
        ? [{ objectName: entityName ?? 'request', field: error.field, message: error.messageKey }]
        : undefined;
      return sendProblem(reply, {
        status,
        message: error.messageKey,
        title: translate(error.messageKey, lang),
        entityName,
        params: error.params,
        path,
        fieldErrors,
      });
    }
    if (error instanceof ConcurrencyError) {
      return sendProblem(reply, {
        status: 409,
        message: 'error.concurrencyFailure',
        title: translate('error.concurrencyFailure', lang),
        entityName,
        path,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = keyForStatus(status);
      return sendProblem(reply, { status, message: key, title: translate(key, lang), entityName, path });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, {
      status: 500,
      message: 'error.internalServerError',
      title: translate('error.internalServerError', lang),
      path,
    });
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, {
      status: 404,
      message: 'error.url.not.found',
      title: translate('error.url.not.found', language(request)),
    }),
  );
}
