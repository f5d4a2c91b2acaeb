import type { ImportResult, ImportSkipReason } from '@cenacle/shared-domain/participants/contracts';
import type { ClassifiedFile, ImportEntry, SkipReason } from '@cenacle/shared-domain/participants/rules';

/** Why a row was not imported: the browser's reasons (before sending) and the server's. */
export type OutcomeReason = SkipReason | ImportSkipReason;
export type OutcomeStatus = ImportResult['status'];

/** One line of the result list: an adult (with the child rows under them) or a row left out. */
export interface RowOutcome {
  readonly rows: readonly number[];
  readonly name: string;
  readonly kind: ImportEntry['kind'] | null;
  readonly status: OutcomeStatus;
  readonly reason: OutcomeReason | null;
}

interface OutcomeCounts {
  readonly imported: number;
  readonly waiting: number;
  readonly skipped: number;
  readonly reasons: Readonly<Partial<Record<OutcomeReason, number>>>;
}

/** Rows the browser left out, named by the columns mapped to first and last name. */
export function skippedInBrowser(
  classified: ClassifiedFile,
  nameOfRow: (row: number) => string,
): RowOutcome[] {
  return classified.skipped.map(({ row, reason }) => ({
    rows: [row],
    name: nameOfRow(row),
    kind: null,
    status: 'SKIPPED',
    reason,
  }));
}

/** The server's answers to one batch, in the order of its entries. */
export function outcomesOf(batch: readonly ImportEntry[], results: readonly ImportResult[]): RowOutcome[] {
  return results.map((result, index) => {
    const entry = batch[index];
    return {
      rows: entry?.rows ?? result.rows,
      name: result.name || (entry ? `${entry.firstname} ${entry.lastname}` : ''),
      kind: entry?.kind ?? null,
      status: result.status,
      reason: result.reason,
    };
  });
}

export function countOutcomes(outcomes: readonly RowOutcome[]): OutcomeCounts {
  const reasons: Partial<Record<OutcomeReason, number>> = {};
  let imported = 0;
  let waiting = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 'IMPORTED') imported += 1;
    else if (outcome.status === 'WAITING') waiting += 1;
    else if (outcome.reason) reasons[outcome.reason] = (reasons[outcome.reason] ?? 0) + 1;
  }
  return { imported, waiting, skipped: outcomes.length - imported - waiting, reasons };
}

/** What the file holds before anything is sent: participants, servants, children, rows left out. */
export function fileCounts(classified: ClassifiedFile) {
  const reasons: Partial<Record<SkipReason, number>> = {};
  for (const { reason } of classified.skipped) reasons[reason] = (reasons[reason] ?? 0) + 1;
  return {
    participants: classified.entries.filter((entry) => entry.kind === 'PARTICIPANT').length,
    servants: classified.entries.filter((entry) => entry.kind === 'SERVANT').length,
    children: classified.entries.reduce((sum, entry) => sum + entry.children.length, 0),
    skipped: classified.skipped.length,
    reasons,
  };
}
