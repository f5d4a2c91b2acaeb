import type { UploadRefusal } from '@cenacle/infra/files/index.ts';
import { DomainError } from '@cenacle/shared-domain';
import type { FilesErrorCode } from '@cenacle/shared-domain/files';
import { FILE_KINDS, IMAGE_KINDS, type UploadAccepts } from '@cenacle/shared-domain/files/rules';

const KEY_BY_CODE: Readonly<Record<FilesErrorCode, string>> = {
  FILE_MISSING: 'error.file.missing',
  FILE_KIND_REFUSED: 'error.file.kindRefused',
  FILE_TOO_BIG: 'error.file.tooBig',
  IMAGE_TOO_LARGE: 'error.file.imageTooLarge',
  IMAGE_DAMAGED: 'error.file.imageDamaged',
};

/** The kinds a field takes, as people name them: "PDF, DOC, DOCX, ODT, TXT, JPEG, PNG". */
const allowedKinds = (accepts: UploadAccepts): string =>
  (accepts === 'image' ? IMAGE_KINDS : FILE_KINDS).map((kind) => kind.toUpperCase()).join(', ');

/**
 * The store's refusal as the field error of the upload's field, saying why: the kinds the field
 * takes, or the largest image it takes.
 */
export function refuseUpload(
  code: UploadRefusal,
  field: string,
  limits: { readonly maxPixels: number; readonly accepts: UploadAccepts },
): DomainError {
  const params: Record<string, string> =
    code === 'IMAGE_TOO_LARGE'
      ? { max: String(limits.maxPixels) }
      : code === 'FILE_KIND_REFUSED'
        ? { allowed: allowedKinds(limits.accepts) }
        : {};
  return new DomainError(code, KEY_BY_CODE[code], params, field);
}
