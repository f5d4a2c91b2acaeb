import { DomainError } from '@cenacle/shared-domain';
import { isImageKind } from '@cenacle/shared-domain/files/rules';
import type { Building } from '@cenacle/shared-domain/lodging/rules';
import type { Deps } from '../deps.ts';

/** Every photo a centre names must be an image of the file store, every attachment a stored file: else 400. */
export async function checkCenterFiles(deps: Deps, buildings: readonly Building[]): Promise<void> {
  for (const [b, building] of buildings.entries()) {
    if (building.photo) {
      const info = await deps.files.info(building.photo.fileId);
      if (!info || !isImageKind(info.kind)) {
        throw new DomainError(
          'UNKNOWN_REFERENCE',
          'error.retreatCenter.fileNotFound',
          { id: building.photo.fileId },
          `buildings[${b}].photo`,
        );
      }
    }
    for (const [a, attachment] of building.attachments.entries()) {
      if (!(await deps.files.info(attachment.fileId))) {
        throw new DomainError(
          'UNKNOWN_REFERENCE',
          'error.retreatCenter.fileNotFound',
          { id: attachment.fileId },
          `buildings[${b}].attachments[${a}]`,
        );
      }
    }
  }
}
