import { avatarOf } from '@cenacle/projections/identity/people/people.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import { AvatarParamsSchema, AvatarQuerySchema } from '@cenacle/shared-domain/identity';
import { contentDisposition } from '../files/serve-file.ts';
import { queryRoute } from '../http/query-route.ts';

/**
 * `GET /api/avatar/{employeeId}?stamp=`: the person's avatar as stored (re-encoded on upload). The
 * address names the person, not the picture, so only a stamped request (the stamp changes with the
 * avatar) may be cached for long.
 */
export const readAvatarRoute = queryRoute({
  url: '/api/avatar/:employeeId',
  summary: "A person's avatar",
  tags: ['files'],
  audience: 'signed-in',
  queries: [avatarOf],
  params: AvatarParamsSchema,
  querystring: AvatarQuerySchema,
  produces: ['image/jpeg', 'image/png'],
  async handle({ params: { employeeId }, query, deps, reply }) {
    const fileId = await avatarOf(deps.db, employeeId);
    const found = fileId ? await deps.files.read(fileId, 'original') : null;
    if (!found) throw new DomainError('NOT_FOUND', 'error.file.notFound');
    return reply
      .header('cache-control', query.stamp ? 'private, max-age=31536000, immutable' : 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', contentDisposition('inline', found.info))
      .type(found.info.contentType)
      .send(found.content);
  },
});
