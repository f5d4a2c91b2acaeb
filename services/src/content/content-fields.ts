import { sanitizeRichText } from '@cenacle/infra/text/rich-text.ts';
import { DomainError } from '@cenacle/shared-domain';
import type { ContentFile } from '@cenacle/shared-domain/content';
import { isImageKind } from '@cenacle/shared-domain/files/rules';
import { branchDecider, branchStream } from '@cenacle/shared-domain/organisation';
import type { Deps } from '../deps.ts';
import { RequestFieldError } from '../http/http-errors.ts';

/**
 * A rich text as the log keeps it: only its harmless part, still within the field's bound (the
 * sanitizer may lengthen it, adding `rel` to links). Nothing visible left: '' or, when the field is
 * required, 400 NotBlank.
 */
export function cleanRichText(html: string, field: string, max: number, required: boolean): string {
  const clean = sanitizeRichText(html) ?? '';
  if (clean === '' && required) throw new RequestFieldError(field, 'NotBlank');
  if (clean.length > max) throw new RequestFieldError(field, 'Size');
  return clean;
}

/** An image must be in the file store (uploaded before the save): else 400 on the field. */
export async function checkImage(deps: Deps, file: ContentFile | null, field: string): Promise<void> {
  if (file === null) return;
  const info = await deps.files.info(file.fileId);
  if (!info || !isImageKind(info.kind)) {
    throw new DomainError('UNKNOWN_REFERENCE', 'error.content.imageNotFound', { id: file.fileId }, field);
  }
}

/** A branch named by content must exist: else 400 on the field. */
export async function checkBranch(deps: Deps, branchId: string | null, field = 'branch'): Promise<void> {
  if (branchId === null) return;
  const { state } = await deps.bus.load(branchDecider, branchStream(branchId), { maxAgeMs: 5_000 });
  if (state.status !== 'open') {
    throw new DomainError('UNKNOWN_REFERENCE', 'error.content.branchNotFound', { id: branchId }, field);
  }
}
