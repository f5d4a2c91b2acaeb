import { DomainError } from '@cenacle/shared-domain';
import { REQUEST_TOO_BIG_MARKER } from '@cenacle/shared-domain/files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '../auth/current-user.ts';
import { currentUser } from '../auth/guards.ts';
import type { Deps } from '../deps.ts';
import { translate } from './messages.ts';
import { answerProblem, language } from './problem.ts';
import { type Audience, audienceHook, type Parsed, type Route, type Schema } from './route.ts';

/** The file a multipart request carried in the route's field, read whole (within the limit). */
export interface UploadedPart {
  readonly content: Buffer;
  /** As the browser named it: for display only, never to decide what the file is. */
  readonly fileName: string;
}

export interface UploadCall<P> {
  readonly params: P;
  readonly part: UploadedPart;
  readonly user: CurrentUser;
  readonly deps: Deps;
  readonly request: FastifyRequest;
}

export interface UploadRouteDefinition<P extends Schema | undefined> {
  readonly url: string;
  readonly summary: string;
  readonly tags: readonly string[];
  /** Names the object in field errors (`document`, `avatar`). */
  readonly entityName: string;
  readonly audience: Exclude<Audience, 'public'>;
  /** The multipart field that carries the file. */
  readonly field: string;
  readonly params?: P;
  readonly response?: Readonly<Record<number, Schema>>;
  /** A check beyond the audience (whose file it is), made before the file is read: 403 first. */
  authorize?(call: { readonly params: Parsed<P>; readonly user: CurrentUser }): void;
  handle(call: UploadCall<Parsed<P>>): Promise<{
    readonly status: number;
    readonly body: unknown;
    /** E.g. `app-log-position` when the upload also recorded an event. */
    readonly headers?: Readonly<Record<string, string>>;
  }>;
}

const MEBIBYTE = 1024 * 1024;
export const formatBytes = (bytes: number): string =>
  bytes >= MEBIBYTE ? `${Number((bytes / MEBIBYTE).toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;

class TooBig extends Error {}

/**
 * The first file part, if it is in the route's field; null when the request carries none. The
 * size and part limits are the multipart plugin's (`app.ts`, FILE_MAX_BYTES).
 */
async function readPart(request: FastifyRequest, field: string): Promise<UploadedPart | null> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
    if (!part || part.fieldname !== field) return null;
    const content = await part.toBuffer();
    if (part.file.truncated) throw new TooBig();
    return { content, fileName: part.filename };
  } catch (error) {
    if (error instanceof TooBig || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new TooBig();
    // A malformed or over-long multipart body: the client's fault, whatever the parser called it.
    throw new DomainError('FILE_MISSING', 'error.file.missing', {}, field);
  }
}

/**
 * An upload route (multipart/form-data): authorize (before the body is read) → read the file of
 * the route's field, at most the configured bytes → the handler stores it. A file past the limit
 * answers 400 whose `detail` carries the spec's 'request too big' marker and the sentence to show.
 */
export function uploadRoute<P extends Schema | undefined = undefined>(
  definition: UploadRouteDefinition<P>,
): Route {
  return (app, deps) => {
    app.route({
      method: 'POST',
      url: definition.url,
      schema: {
        tags: [...definition.tags],
        summary: definition.summary,
        consumes: ['multipart/form-data'],
        ...(definition.params ? { params: definition.params } : {}),
        ...(definition.response ? { response: definition.response } : {}),
      },
      config: { entityName: definition.entityName },
      onRequest: audienceHook(definition.audience),
      handler: async (request, reply: FastifyReply) => {
        const user = currentUser(request);
        const { field, entityName } = definition;
        definition.authorize?.({ params: request.params as Parsed<P>, user });
        if (!request.isMultipart()) throw new DomainError('FILE_MISSING', 'error.file.missing', {}, field);
        let part: UploadedPart | null;
        try {
          part = await readPart(request, field);
        } catch (error) {
          if (!(error instanceof TooBig)) throw error;
          const key = 'error.file.tooBig';
          const params = { max: formatBytes(deps.config.fileMaxBytes) };
          const title = translate(key, language(request), params);
          return answerProblem(request, reply, {
            status: 400,
            message: key,
            params,
            detail: `${REQUEST_TOO_BIG_MARKER} ${title}`,
            fieldErrors: [{ objectName: entityName, field, message: key }],
          });
        }
        if (!part) throw new DomainError('FILE_MISSING', 'error.file.missing', {}, field);
        const outcome = await definition.handle({
          params: request.params as Parsed<P>,
          part,
          user,
          deps,
          request,
        });
        if (outcome.headers) reply.headers(outcome.headers);
        return reply.code(outcome.status).send(outcome.body);
      },
    });
  };
}
