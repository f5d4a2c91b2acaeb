import { acceptUpload } from '@cenacle/infra/files/index.ts';
import { IdSchema } from '@cenacle/shared-domain';
import { uploadRoute } from '../http/upload-route.ts';
import { refuseUpload } from './refusals.ts';

/** Who keeps files: staff of the spec §6 and the testimony admins (testimony photos). */
export const UPLOADERS = ['ADMIN', 'BRANCH_ADMIN', 'SERVANT', 'TESTIMONY_ADMIN'] as const;

/** `POST /api/document/upload`: a document or image for a later save (conference file, photo…). */
export const uploadDocumentRoute = uploadRoute({
  url: '/api/document/upload',
  summary: 'Upload a file (multipart field `document`); answers its id',
  tags: ['files'],
  entityName: 'document',
  audience: UPLOADERS,
  field: 'document',
  response: { 201: IdSchema },
  async handle({ part, user, deps }) {
    const accepted = await acceptUpload(
      { id: deps.newId(), content: part.content, fileName: part.fileName, uploadedBy: user.id },
      'document',
      { maxBytes: deps.config.fileMaxBytes, maxImagePixels: deps.config.imageMaxPixels },
    );
    if (typeof accepted === 'string')
      throw refuseUpload(accepted, 'document', {
        maxPixels: deps.config.imageMaxPixels,
        accepts: 'document',
      });
    const stored = await deps.files.save(accepted);
    return { status: 201, body: { value: stored.id } };
  },
});
