/** Why the file store refuses an upload (see the services manifest for their statuses). */
export const FILES_ERROR_CODES = [
  /** The request carried no file in the expected multipart field. */
  'FILE_MISSING',
  /** The content is none of the kinds the field accepts (whatever its name says). */
  'FILE_KIND_REFUSED',
  /** More bytes than the configured limit. */
  'FILE_TOO_BIG',
  /** An image with more pixels than the configured limit. */
  'IMAGE_TOO_LARGE',
  /** An image whose content claims a kind it cannot be decoded as. */
  'IMAGE_DAMAGED',
] as const;
export type FilesErrorCode = (typeof FILES_ERROR_CODES)[number];
