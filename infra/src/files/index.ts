export {
  acceptUpload,
  safeBaseName,
  type Upload,
  type UploadLimits,
  type UploadRefusal,
} from './accept-upload.ts';
export { CONTENT_TYPE_BY_KIND, detectKind, EXTENSION_BY_KIND } from './detect-kind.ts';
export type { FileInfo, FileStore, FileVariant, NewFile } from './port.ts';
export { PostgresFileStore } from './postgres-file-store.ts';
