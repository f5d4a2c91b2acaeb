import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  commonMessages,
  DEFAULT_LANG_KEY,
  ERROR_HEADER,
  flattenMessages,
  LANG_KEYS,
  type LangKey,
  type Problem,
} from '@cenacle/shared-domain';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The shell's server answers what it refuses itself (a body too large for the API, a URL it cannot
 * decode, headers too large, the API away) in the API's problem shape, so the browser's kit reads
 * one shape whoever refused.
 */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const KEY_BY_STATUS: Readonly<Record<number, string>> = {
  404: 'error.url.not.found',
  413: 'error.payloadTooLarge',
  500: 'error.internalServerError',
  502: 'error.server.not.reachable',
};

const keyFor = (status: number) => KEY_BY_STATUS[status] ?? 'error.badRequest';

const titles = new Map(LANG_KEYS.map((lang) => [lang, flattenMessages(commonMessages[lang])]));

/** The caller's language from Accept-Language, else Polish. */
function languageOf(acceptLanguage: string | undefined): LangKey {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    const lang = LANG_KEYS.find((key) => key === tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG_KEY;
}

export function problemBody(status: number, lang: LangKey = DEFAULT_LANG_KEY): Problem {
  const message = keyFor(status);
  return {
    type: 'https://cenacle.app/problem/problem-with-message',
    title: titles.get(lang)?.[message] ?? message,
    status,
    message,
  };
}

/** Answers a refusal of this request in the problem shape, in the caller's language. */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply {
  if (status < 500) reply.header(ERROR_HEADER, keyFor(status));
  return reply
    .code(status)
    .header('cache-control', 'no-cache')
    .type(PROBLEM_CONTENT_TYPE)
    .send(JSON.stringify(problemBody(status, languageOf(request.headers['accept-language']))));
}

/**
 * What Node's HTTP parser refuses (headers too large: 431, a request that is no HTTP: 400, a
 * timeout: 408) never becomes a request: answered on the socket, in Polish (no header could be
 * read), and the connection closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify(problemBody(status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\n${ERROR_HEADER}: ${keyFor(status)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
