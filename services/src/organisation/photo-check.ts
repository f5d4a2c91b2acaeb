import { DomainError } from '@cenacle/shared-domain';
import { isImageKind } from '@cenacle/shared-domain/files/rules';
import type { FileItem } from '@cenacle/shared-domain/organisation';
import type { Deps } from '../deps.ts';

/** A photo must be an image the file store holds (uploaded before the save): else 400 on `photo`. */
export async function checkPhoto(deps: Deps, photo: FileItem | null): Promise<void> {
  if (photo === null) return;
  const info = await deps.files.info(photo.fileId);
  if (!info || !isImageKind(info.kind)) {
    throw new DomainError('UNKNOWN_REFERENCE', 'error.branch.photoNotFound', { id: photo.fileId }, 'photo');
  }
}
