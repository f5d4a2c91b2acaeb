import Papa from 'papaparse';

/** The spec's CSV files use a semicolon (spec §9), which spreadsheets in our countries expect. */
export const CSV_DELIMITER = ';';

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"): it starts with =, +, -, @, a
 * tab or a carriage return and is not a plain number (amounts such as -286.40, or -286,40 as Polish
 * writes them, stay numbers). Such a cell is written with a leading apostrophe.
 */
const FORMULA = /^(?![-+]?\d+(?:[.,]\d+)?$)[=+\-@\t\r]/;

/** Every CSV Cenacle writes: semicolons, CRLF, a BOM for spreadsheets, formulas neutralised. */
export function toCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const csv = Papa.unparse(
    { fields: [...columns], data: rows.map((row) => [...row]) },
    { delimiter: CSV_DELIMITER, newline: '\r\n', escapeFormulae: FORMULA },
  );
  return `\uFEFF${csv}\r\n`;
}
