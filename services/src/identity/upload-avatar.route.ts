import { formatPosition } from '@cenacle/infra';
import { acceptUpload } from '@cenacle/infra/files/index.ts';
import { IdSchema, POSITION_HEADER } from '@cenacle/shared-domain';
import { AvatarParamsSchema, userDecider, userStream } from '@cenacle/shared-domain/identity';
import { hasAuthority } from '../auth/current-user.ts';
import { refuseUpload } from '../files/refusals.ts';
import { AccessDeniedError } from '../http/access-denied.ts';
import { commandContext } from '../http/command-context.ts';
import { uploadRoute } from '../http/upload-route.ts';
import { actorOf, loadPerson } from './people-access.ts';

/**
 * `POST /api/avatar/upload/{employeeId}` (multipart field `file`): a .jpg/.png picture, re-encoded,
 * becomes the person's avatar at once. Only the person himself or an administrator may.
 */
export const uploadAvatarRoute = uploadRoute({
  url: '/api/avatar/upload/:employeeId',
  summary: "Upload a person's avatar (multipart field `file`); answers the stored image's id",
  tags: ['files'],
  entityName: 'avatar',
  audience: 'signed-in',
  field: 'file',
  params: AvatarParamsSchema,
  response: { 201: IdSchema },
  authorize({ params: { employeeId }, user }) {
    if (employeeId !== user.id && !hasAuthority(user, 'ADMIN')) throw new AccessDeniedError();
  },
  async handle({ params: { employeeId }, part, user, deps, request }) {
    await loadPerson(deps, employeeId);
    const accepted = await acceptUpload(
      { id: deps.newId(), content: part.content, fileName: part.fileName, uploadedBy: user.id },
      'image',
      { maxBytes: deps.config.fileMaxBytes, maxImagePixels: deps.config.imageMaxPixels },
    );
    if (typeof accepted === 'string')
      throw refuseUpload(accepted, 'file', { maxPixels: deps.config.imageMaxPixels, accepts: 'image' });
    const stored = await deps.files.save(accepted);
    const metadata = { userId: user.id, now: deps.clock().toISOString() };
    const { position } = await deps.bus.handle(
      userDecider,
      userStream(employeeId),
      {
        type: 'EditPerson',
        data: { userId: employeeId, avatarFileId: stored.id, by: actorOf(user) },
        metadata,
      },
      commandContext(request),
    );
    return {
      status: 201,
      body: { value: stored.id },
      ...(position ? { headers: { [POSITION_HEADER]: formatPosition(position) } } : {}),
    };
  },
});
