import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LANG_KEY, ERROR_HEADER } from '@cenacle/shared-domain';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { keyForStatus } from './error-handler.ts';
import { translate } from './messages.ts';
import { answerProblem, PROBLEM_CONTENT_TYPE, problemBody } from './problem.ts';
import { BASE_SECURITY_HEADERS } from './security-headers.ts';

/**
 * Errors the router raises before any route or hook runs (a malformed URL, an over-long path
 * parameter, a failed route constraint): answered in the problem shape, without echoing the URL.
 * No hook ran, so the security headers are set here.
 */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  const key = status >= 500 ? 'error.internalServerError' : keyForStatus(status);
  reply.headers(BASE_SECURITY_HEADERS);
  answerProblem(request, reply, { status, message: key });
};

function statusOfClientError(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * What Node's HTTP parser rejects (headers too large, a request line that is no HTTP, a timeout)
 * never becomes a request: answered on the socket itself, in the problem shape, in the default
 * language (no header could be read), then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const status = statusOfClientError(error.code);
    const key = keyForStatus(status);
    const body = JSON.stringify(
      problemBody({ status, message: key, title: translate(key, DEFAULT_LANG_KEY) }),
    );
    const headers = {
      ...BASE_SECURITY_HEADERS,
      'content-type': `${PROBLEM_CONTENT_TYPE}; charset=utf-8`,
      'content-length': String(Buffer.byteLength(body)),
      [ERROR_HEADER]: key,
      connection: 'close',
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
