import { DomainError } from './errors.ts';

/**
 * A document saved whole (a retreat centre, a public session page, a price, an about-us entry, a
 * testimony) carries its version: how many times it was saved, 0 before the first. An editor sends
 * back the version it loaded, so a save made from an older version is refused instead of silently
 * replacing what someone else saved meanwhile (decision 019).
 *
 * Call it after the decider found the save changes something: what is already saved, sent again, is
 * a no-op before this check, so a retried request never fails.
 */
export function checkSaveVersion(expected: number | null, actual: number): void {
  // A new document has nothing to be stale against; one saved before must say what it was made from.
  if (expected === null || expected === undefined) {
    if (actual === 0) return;
    throw new DomainError('VERSION_REQUIRED', 'error.NotNull', {}, 'version');
  }
  if (expected !== actual) {
    throw new DomainError('DOCUMENT_CHANGED', 'error.document.changed', {
      expected: String(expected),
      actual: String(actual),
    });
  }
}

/** What a save command of such a document carries besides the document: the version it was made from. */
export interface SavedFrom {
  /** The version the editor loaded; null for a new document. */
  readonly expectedVersion: number | null;
}
