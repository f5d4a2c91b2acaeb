import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './http-errors.ts';

/**
 * How deep a JSON body may nest. No contract of the API goes past a handful of levels; the limit
 * only has to keep every walk over a parsed body (the text guard, zod, the projectors) far from the
 * stack's end.
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The deepest nesting of arrays and objects in a JSON text, counted on its bytes in one pass without
 * recursion (a byte of a multi-byte UTF-8 sequence is never an ASCII bracket or quote). The count
 * stops as soon as it passes `limit`: a 20,000-deep body costs no more than a 65-deep one.
 */
export function jsonDepth(bytes: Uint8Array, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) depth--;
  }
  return deepest;
}

/** Text of a body as sent, or null when its bytes are not UTF-8 (never a silent U+FFFD). */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The API's JSON body parser, in place of Fastify's: the body is read as bytes (within the route's
 * body limit, a 413 beyond it), refused with a 400 when it is not UTF-8 or nests deeper than
 * MAX_JSON_DEPTH, and only then parsed by Fastify's own parser (which refuses `__proto__` and
 * `constructor.prototype` keys). Nothing walks a body before this has bounded it.
 */
export function boundedJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<Buffer>('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (jsonDepth(body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(new HttpProblem(400, 'error.body.tooDeep'), undefined);
      return;
    }
    const text = decodeUtf8(body);
    if (text === null) {
      done(new HttpProblem(400, 'error.body.notUtf8'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
