import { z } from 'zod';
import { Uuid } from '../common/primitives.ts';

/** The id of a stored file in a path (`/api/file/{fileId}`), canonical like every id. */
export const FileIdParamsSchema = z.object({ fileId: Uuid });
