import { parsePosition } from '@cenacle/infra';
import { readModels } from '@cenacle/projections/read-models.ts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { multipartBody } from '../testing/multipart.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

export type Caller = 'anonymous' | 'user' | 'servant' | 'branchAdmin' | 'testimonyAdmin' | 'admin';

/** What the walk has made so far: ids later calls name, and the callers' signed-in browsers. */
export interface World {
  readonly api: TestApi;
  readonly as: Readonly<Record<Caller, SignedIn>>;
  readonly ids: Record<string, string>;
}

/** One call of calls-errors-constants.md §7, as the spec's client makes it. */
export interface SpecCall {
  /** The §7 line: method and path as the spec writes them (braces for the parts filled in). */
  readonly spec: string;
  /** A call beyond §7 the walk needs (an addition documented in the OpenAPI file). */
  readonly extra?: boolean;
  readonly as: Caller;
  readonly url: (w: World) => string;
  /** A JSON body (the spec's payload); `form` for the login form. */
  readonly body?: (w: World) => unknown;
  readonly form?: (w: World) => Readonly<Record<string, string>>;
  /** A multipart upload (field, file name, bytes). */
  readonly upload?: (w: World) => {
    readonly field: string;
    readonly fileName: string;
    readonly content: Buffer;
  };
  readonly status: number;
  /** The answer's shape (spec §3); absent where the spec shows no answer. */
  readonly shape?: z.ZodType;
  /** Keeps what later calls name (an id the answer gave). */
  readonly keep?: (answer: LightMyRequestResponse, w: World) => void;
  /** For a write: one bad input and the field the catalogue's 400 names. */
  readonly bad?: BadInput;
}

export interface BadInput {
  readonly url?: (w: World) => string;
  readonly body?: (w: World) => unknown;
  /** The login form's bad input (a wrong password). */
  readonly form?: (w: World) => Readonly<Record<string, string>>;
  /** Not a 400: the login's failure is a 401 with its own message (calls §8). */
  readonly status?: number;
  /** The field the 400 names (a 401 names none). */
  readonly field: string;
  /** The problem's message key (the `app-error` header); `error.validation` unless given. */
  readonly message?: string;
  /** The password and profile calls also answer `violations[{field, message}]` (spec §7). */
  readonly violations?: boolean;
}

const methodOf = (call: SpecCall) => call.spec.split(' ')[0] as 'GET' | 'POST' | 'DELETE';

/**
 * A delete that names its record in the path gets, unless its table gives another, the bad input of
 * a malformed id: the catalogue's 400 on that path parameter.
 */
export function withBadInput(call: SpecCall): SpecCall {
  const named = /\{(\w+)\}$/.exec(call.spec);
  if (call.bad || methodOf(call) !== 'DELETE' || !named?.[1]) return call;
  const field = named[1];
  return { ...call, bad: { url: (w) => call.url(w).replace(/[^/]+$/, 'no-such-record'), field } };
}

export function send(
  w: World,
  call: Pick<SpecCall, 'spec' | 'as' | 'form' | 'upload'>,
  url: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  const headers = { ...w.as[call.as].headers };
  const method = methodOf(call as SpecCall);
  if (call.upload) {
    const { field, fileName, content } = call.upload(w);
    const multipart = multipartBody(field, fileName, content);
    return w.api.app.inject({
      method,
      url,
      payload: multipart.payload,
      headers: { ...headers, 'content-type': multipart.contentType },
    });
  }
  if (call.form) {
    const form = new URLSearchParams(call.form(w) as Record<string, string>).toString();
    return w.api.app.inject({
      method,
      url,
      payload: form,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  return w.api.app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const READ_MODELS = readModels.map((model) => model.projector.name);

/**
 * The call answers its status, and its answer has the spec's shape. After a write the walk waits
 * until every read model has its events, as a person would before the next screen.
 */
export async function walkCall(w: World, call: SpecCall): Promise<void> {
  const response = await send(w, call, call.url(w), call.body?.(w));
  expect(response.statusCode, `${call.spec}: ${response.body.slice(0, 600)}`).toBe(call.status);
  call.keep?.(response, w);
  const written = response.headers['app-log-position'];
  const position = typeof written === 'string' ? parsePosition(written) : null;
  if (position) await w.api.runtime.positions.waitFor(READ_MODELS, position, 10_000);
  if (call.shape) {
    const parsed = call.shape.safeParse(response.json());
    expect(
      parsed.success,
      `${call.spec} answers the spec's shape: ${JSON.stringify(parsed.error?.issues.slice(0, 5))}`,
    ).toBe(true);
  }
}

/**
 * The bad input answers the catalogue's 400 (calls §8; the login its 401): a problem whose message is also the
 * `app-error` header, the entity in `app-params`, and field errors `{objectName, field, message}`
 * naming the field.
 */
export async function walkBadInput(w: World, call: SpecCall & { bad: BadInput }): Promise<void> {
  const { bad } = call;
  const response = await send(
    w,
    { ...call, upload: undefined, form: bad.form },
    (bad.url ?? call.url)(w),
    bad.body?.(w),
  );
  const status = bad.status ?? 400;
  expect(response.statusCode, `${call.spec} bad input: ${response.body.slice(0, 600)}`).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = response.json() as {
    message: string;
    status: number;
    fieldErrors?: { objectName: string; field: string; message: string }[];
    violations?: { field: string; message: string }[];
  };
  expect(problem.status).toBe(status);
  expect(problem.message).toBe(bad.message ?? 'error.validation');
  expect(response.headers['app-error']).toBe(problem.message);
  if (status !== 400) return;
  expect(
    problem.fieldErrors?.map((e) => e.field),
    call.spec,
  ).toContain(bad.field);
  for (const error of problem.fieldErrors ?? []) {
    expect(error).toEqual({
      objectName: expect.any(String),
      field: expect.any(String),
      message: expect.any(String),
    });
  }
  if (bad.violations) expect(problem.violations?.map((v) => v.field)).toContain(bad.field);
}
