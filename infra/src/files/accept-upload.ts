import type { FilesErrorCode } from '@cenacle/shared-domain/files';
import { type FileKind, isImageKind, type UploadAccepts } from '@cenacle/shared-domain/files/rules';
import { CONTENT_TYPE_BY_KIND, detectKind } from './detect-kind.ts';
import { reencodeImage } from './images.ts';
import type { NewFile } from './port.ts';

export interface UploadLimits {
  readonly maxBytes: number;
  readonly maxImagePixels: number;
}

export interface Upload {
  readonly id: string;
  readonly content: Buffer;
  /** The name the browser sent: kept (made safe) for downloads only, never used to decide anything. */
  readonly fileName: string;
  readonly uploadedBy: string;
}

export type UploadRefusal = FilesErrorCode;

const NAME_MAX = 100;

/**
 * The base name offered when the file is downloaded: the browser's name without folders and
 * extension, reduced to letters, digits and a few separators (nothing a header or a shell could
 * read twice); "file" when nothing is left.
 */
export function safeBaseName(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? '';
  const withoutExtension = last.includes('.') ? last.slice(0, last.lastIndexOf('.')) : last;
  const safe = withoutExtension
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, NAME_MAX);
  return safe || 'file';
}

/**
 * Decides whether the store takes an upload and in which form: the kind from the content (the
 * field's accepted kinds only), images re-encoded with a thumbnail, every limit checked.
 */
export async function acceptUpload(
  upload: Upload,
  accepts: UploadAccepts,
  limits: UploadLimits,
): Promise<NewFile | UploadRefusal> {
  if (upload.content.length === 0) return 'FILE_MISSING';
  if (upload.content.length > limits.maxBytes) return 'FILE_TOO_BIG';
  const kind: FileKind | null = await detectKind(upload.content);
  if (!kind || (accepts === 'image' && !isImageKind(kind))) return 'FILE_KIND_REFUSED';
  const base = {
    id: upload.id,
    kind,
    contentType: CONTENT_TYPE_BY_KIND[kind],
    name: safeBaseName(upload.fileName),
    uploadedBy: upload.uploadedBy,
  };
  if (!isImageKind(kind)) {
    return { ...base, content: upload.content, width: null, height: null, thumbnail: null };
  }
  const image = await reencodeImage(upload.content, kind, limits.maxImagePixels);
  if (typeof image === 'string') return image;
  return { ...base, ...image };
}
