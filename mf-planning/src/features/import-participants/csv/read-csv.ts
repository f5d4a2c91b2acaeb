import Papa from 'papaparse';

/** Why a file cannot be imported (translated as `importParticipants.file.problem.<key>`). */
type CsvProblem = 'empty' | 'noHeader' | 'noRows' | 'unreadable';

export interface CsvFile {
  /** The header row's names, in the file's order (unnamed columns left out: nothing can map them). */
  readonly headers: readonly string[];
  /** Each row after the header, keyed by header name. */
  readonly rows: readonly Readonly<Record<string, string | undefined>>[];
  /** The separator papaparse found (';' or ',' mostly). */
  readonly delimiter: string;
}

type CsvReading = { readonly file: CsvFile } | { readonly problem: CsvProblem };

/**
 * A header names a column; a cell holding an address or a number is a person's data, so a first row
 * with one is data and the file has no header row (spec §5: a header row is required).
 */
const looksLikeData = (cell: string): boolean => cell.includes('@') || /^\d+(?:[.,]\d+)?$/.test(cell);

/**
 * Reads a CSV text as the import needs it: the header row required, the separator (comma,
 * semicolon…) detected by papaparse, a UTF-8 byte order mark ignored, blank lines skipped.
 */
export function readCsv(text: string): CsvReading {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '') return { problem: 'empty' };
  const parsed = Papa.parse<Record<string, string | undefined>>(content, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const headers = fields.filter((field) => field !== '');
  if (headers.length === 0 || headers.some(looksLikeData)) return { problem: 'noHeader' };
  if (parsed.data.length === 0) return { problem: 'noRows' };
  return { file: { headers, rows: parsed.data, delimiter: parsed.meta.delimiter } };
}

/** Reads a chosen file (decoded as UTF-8) with `readCsv`. */
export async function readCsvFile(file: Blob): Promise<CsvReading> {
  try {
    return readCsv(await file.text());
  } catch {
    return { problem: 'unreadable' };
  }
}
