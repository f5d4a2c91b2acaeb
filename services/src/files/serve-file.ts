import { EXTENSION_BY_KIND, type FileInfo, type FileVariant } from '@cenacle/infra/files/index.ts';
import { DomainError } from '@cenacle/shared-domain';
import { FileIdParamsSchema, isImageKind } from '@cenacle/shared-domain/files';
import type { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import type { Route } from '../http/route.ts';

/**
 * A file never changes under its id (a new upload is a new id): browsers may keep it for a year
 * without asking again. `private`: shared caches must not, so erasing a file (decision 006) is not
 * undone by a proxy's copy.
 */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/** Nothing served from the store may run: no scripts, no plugins, no forms, even opened directly. */
const SANDBOX = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** A Content-Disposition no header parser can misread: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(type: 'inline' | 'attachment', info: FileInfo): string {
  const fileName = `${info.name}.${EXTENSION_BY_KIND[info.kind]}`;
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%]/g, '_') || 'file';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

type Addressing =
  /** The id is the path's `fileId` (the default). */
  | { readonly params?: undefined; readonly querystring?: undefined }
  /** The id comes from the parsed path or query: the spec's other addresses of the same store. */
  | {
      readonly params?: z.ZodType;
      readonly querystring?: z.ZodType;
      readonly fileIdOf: (params: unknown, query: unknown) => string;
    };

type Serving = Addressing & {
  readonly url: string;
  readonly summary: string;
  readonly variant: FileVariant;
  /** Images only (an image or thumbnail address of a PDF is not found). */
  readonly imagesOnly: boolean;
  readonly disposition: 'inline' | 'attachment';
};

function fileIdOf(serving: Serving, params: unknown, query: unknown): string {
  if ('fileIdOf' in serving) return serving.fileIdOf(params, query);
  return (params as { fileId: string }).fileId;
}

/**
 * A read of the file store by id. Public: avatars and photos show on public pages, and the id (a
 * random UUID) is what grants access. Unknown ids, and ids of another kind than asked, are 404.
 */
export function serveFileRoute(serving: Serving): Route {
  return queryRoute({
    url: serving.url,
    summary: serving.summary,
    tags: ['files'],
    audience: 'public',
    queries: [],
    params: serving.params ?? (serving.querystring ? undefined : FileIdParamsSchema),
    ...(serving.querystring ? { querystring: serving.querystring } : {}),
    produces: ['application/octet-stream'],
    async handle({ params, query, deps, request, reply }) {
      const found = await deps.files.read(fileIdOf(serving, params, query), serving.variant);
      if (!found || (serving.imagesOnly && !isImageKind(found.info.kind)))
        throw new DomainError('NOT_FOUND', 'error.file.notFound');
      const { info, content } = found;
      const etag = `"${info.sha256}${serving.variant === 'thumbnail' ? '-thumbnail' : ''}"`;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', SANDBOX)
        .header('content-disposition', contentDisposition(serving.disposition, info));
      const cached = request.headers['if-none-match'];
      if (cached?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
        return reply.code(304).send();
      return reply.type(info.contentType).send(content);
    },
  });
}
