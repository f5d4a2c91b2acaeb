import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

const cells = (csv: string) =>
  (Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';' }).data[1] ?? []) as string[];

describe('CSV files', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    const dangerous = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx', '=HYPERLINK("x")\nline'];
    expect(cells(toCsv(dangerous.map(String), [dangerous]))).toEqual(dangerous.map((d) => `'${d}`));
  });
  it('keeps numbers, negative ones included, and ordinary text as they are', () => {
    // Amounts as Polish, Ukrainian and German write them (a decimal comma) stay numbers too.
    const safe = ['-286.40', '-286,40', '+12', '450.00', '450,00', 'Taca; niedzielna', 'a = b'];
    expect(cells(toCsv(safe, [safe]))).toEqual(safe);
  });
  it('separates with semicolons and starts with a byte-order mark', () => {
    const csv = toCsv(['A', 'B'], [['1', '2']]);
    expect(csv).toBe('\uFEFFA;B\r\n1;2\r\n');
  });
});
