/**
 * The CSV import's pure part (spec §5 "CSV import"): a header row is required; columns are mapped to
 * the fixed fields and to the form's questions; each row is a child, a servant or a participant by its
 * level column; a child belongs to the adult row above it. Runs in the browser (and its tests).
 */

/** The level value that marks a child's row, and the one that marks a servant's. */
export const CHILD_LEVEL = 'dziecko';
export const SERVANT_LEVEL = 'posługujący';
/** The column holding a child's age. */
export const AGE_COLUMN = 'wiek';
/** Rows the server takes in one request: the import sends the file in such batches and shows progress. */
export const IMPORT_BATCH_SIZE = 100;

export type RowKind = 'CHILD' | 'SERVANT' | 'PARTICIPANT';
export const FIXED_IMPORT_FIELDS = ['firstname', 'lastname', 'email', 'level'] as const;
export type FixedImportField = (typeof FIXED_IMPORT_FIELDS)[number];

/** Which CSV column feeds each fixed field and each question (by the question's id). */
export interface ColumnMapping {
  readonly fields: Readonly<Record<FixedImportField, string | null>>;
  readonly questions: Readonly<Record<string, string>>;
}

/** Why a row was not imported (translated by the browser as `import.skip.<reason>`). */
export type SkipReason = 'childWithoutParent' | 'childWithoutAge' | 'missingField';

export interface ImportEntry {
  /** The file's row numbers this entry came from (1 = the first row after the header). */
  readonly rows: readonly number[];
  readonly kind: Exclude<RowKind, 'CHILD'>;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly level: string;
  readonly questions: readonly { readonly id: string; readonly value: string }[];
  readonly children: readonly {
    readonly firstname: string;
    readonly lastname: string;
    readonly age: number;
  }[];
}

export interface ClassifiedFile {
  readonly entries: readonly ImportEntry[];
  readonly skipped: readonly { readonly row: number; readonly reason: SkipReason }[];
}

const normalise = (value: string): string => value.normalize('NFC').trim().toLocaleLowerCase('pl');

/** A row's kind from its level value, whatever its case and surrounding spaces. */
export function classifyLevel(level: string): RowKind {
  const value = normalise(level);
  if (value === CHILD_LEVEL) return 'CHILD';
  if (value === normalise(SERVANT_LEVEL) || value === 'poslugujacy') return 'SERVANT';
  return 'PARTICIPANT';
}

/** The fixed fields no column feeds yet: the import stays blocked while any is left. */
export function unmappedRequired(mapping: ColumnMapping): FixedImportField[] {
  return FIXED_IMPORT_FIELDS.filter((field) => !mapping.fields[field]);
}

/** The age column, found by its name whatever its case. */
export function ageColumnOf(headers: readonly string[]): string | null {
  return headers.find((header) => normalise(header) === AGE_COLUMN) ?? null;
}

function parseAge(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  return /^\d{1,3}$/.test(text) ? Number(text) : null;
}

/**
 * Turns the file's rows (objects keyed by header) into what the server imports: one entry per adult
 * with the children listed under them; rows that cannot be imported are reported with the reason.
 */
export function classifyRows(
  rows: readonly Readonly<Record<string, string | undefined>>[],
  mapping: ColumnMapping,
  ageColumn: string | null,
): ClassifiedFile {
  const entries: { -readonly [K in keyof ImportEntry]: ImportEntry[K] }[] = [];
  const skipped: { row: number; reason: SkipReason }[] = [];
  const cell = (row: Readonly<Record<string, string | undefined>>, column: string | null) =>
    (column ? row[column] : undefined)?.trim() ?? '';
  rows.forEach((row, index) => {
    const number = index + 1;
    const firstname = cell(row, mapping.fields.firstname);
    const lastname = cell(row, mapping.fields.lastname);
    const level = cell(row, mapping.fields.level);
    const kind = classifyLevel(level);
    if (kind === 'CHILD') {
      const parent = entries.at(-1);
      const age = parseAge(ageColumn ? row[ageColumn] : undefined);
      if (!parent) skipped.push({ row: number, reason: 'childWithoutParent' });
      else if (age === null) skipped.push({ row: number, reason: 'childWithoutAge' });
      else if (!firstname || !lastname) skipped.push({ row: number, reason: 'missingField' });
      else {
        parent.children = [...parent.children, { firstname, lastname, age }];
        parent.rows = [...parent.rows, number];
      }
      return;
    }
    const email = cell(row, mapping.fields.email).replace(/\s+/g, '');
    if (!firstname || !lastname || !email || !level) {
      skipped.push({ row: number, reason: 'missingField' });
      return;
    }
    const questions = Object.entries(mapping.questions)
      .map(([id, column]) => ({ id, value: cell(row, column) }))
      .filter((answer) => answer.value !== '');
    entries.push({ rows: [number], kind, firstname, lastname, email, level, questions, children: [] });
  });
  return { entries, skipped };
}

/** The file in batches the server takes one at a time. */
export function inBatches<T>(items: readonly T[], size = IMPORT_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
