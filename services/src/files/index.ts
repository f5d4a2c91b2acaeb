import { eventCatalog } from '@cenacle/shared-domain';
import { type FilesErrorCode, filesMessages } from '@cenacle/shared-domain/files';
import type { ServicesContext } from '../context.ts';
import { collectUnreferencedFilesJob } from './collect-unreferenced-files.ts';
import { readCmsImageRoute } from './read-cms-image.route.ts';
import { readFileRoute } from './read-file.route.ts';
import { readImageRoute } from './read-image.route.ts';
import { readLogoRoute } from './read-logo.route.ts';
import { readTestimonyImageRoute } from './read-testimony-image.route.ts';
import { readThumbnailRoute } from './read-thumbnail.route.ts';
import { readTmpFileRoute } from './read-tmp-file.route.ts';
import { uploadDocumentRoute } from './upload-document.route.ts';

const errorStatus: Readonly<Record<FilesErrorCode, number>> = {
  FILE_MISSING: 400,
  FILE_KIND_REFUSED: 400,
  FILE_TOO_BIG: 400,
  IMAGE_TOO_LARGE: 400,
  IMAGE_DAMAGED: 400,
};

/**
 * The file store's calls. Uploads are operational data, not events (decision 006): the context
 * has no events; what a file is used for (an avatar, a conference's file) is the using context's event.
 */
export const files: ServicesContext = {
  name: 'files',
  routes: [
    uploadDocumentRoute,
    readFileRoute,
    readImageRoute,
    readThumbnailRoute,
    readTestimonyImageRoute,
    readCmsImageRoute,
    readLogoRoute,
    readTmpFileRoute,
    collectUnreferencedFilesJob,
  ],
  errorStatus,
  messages: filesMessages,
  events: eventCatalog(),
};
