import type { UploadRefusal } from '@cenacle/infra/files/index.ts';
import { DomainError } from '@cenacle/shared-domain';
import type { FilesErrorCode } from '@cenacle/shared-domain/files';

const KEY_BY_CODE: Readonly<Record<FilesErrorCode, string>> = {
  FILE_MISSING: 'error.file.missing',
  FILE_KIND_REFUSED: 'error.file.kindRefused',
  FILE_TOO_BIG: 'error.file.tooBig',
  IMAGE_TOO_LARGE: 'error.file.imageTooLarge',
  IMAGE_DAMAGED: 'error.file.imageDamaged',
};

/** The store's refusal as the field error of the upload's field. */
export function refuseUpload(code: UploadRefusal, field: string, maxPixels: number): DomainError {
  const params: Record<string, string> = code === 'IMAGE_TOO_LARGE' ? { max: String(maxPixels) } : {};
  return new DomainError(code, KEY_BY_CODE[code], params, field);
}
