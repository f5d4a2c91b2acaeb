import { describe, expect, it } from 'vitest';
import {
  ageColumnOf,
  type ColumnMapping,
  classifyLevel,
  classifyRows,
  inBatches,
  unmappedRequired,
} from './import.rules.ts';

const mapping: ColumnMapping = {
  fields: { firstname: 'Imię', lastname: 'Nazwisko', email: 'E-mail', level: 'Stopień' },
  questions: { 'q-diet': 'Dieta' },
};
const row = (
  imię: string,
  nazwisko: string,
  email: string,
  stopień: string,
  extra: Record<string, string> = {},
) => ({
  Imię: imię,
  Nazwisko: nazwisko,
  'E-mail': email,
  Stopień: stopień,
  ...extra,
});

describe('The CSV import', () => {
  it.each([
    ['dziecko', 'CHILD'],
    [' Dziecko ', 'CHILD'],
    ['posługujący', 'SERVANT'],
    ['POSŁUGUJĄCY', 'SERVANT'],
    ['poslugujacy', 'SERVANT'],
    ['I', 'PARTICIPANT'],
    ['', 'PARTICIPANT'],
  ] as const)('reads the level %j as a %s row', (level, kind) => {
    expect(classifyLevel(level)).toBe(kind);
  });

  it('stays blocked while a fixed field has no column', () => {
    expect(unmappedRequired(mapping)).toEqual([]);
    expect(unmappedRequired({ ...mapping, fields: { ...mapping.fields, email: null } })).toEqual(['email']);
  });

  it('finds the age column by its name in any case', () => {
    expect(ageColumnOf(['Imię', 'WIEK'])).toBe('WIEK');
    expect(ageColumnOf(['Imię'])).toBeNull();
  });

  it('puts children under the adult row above them and keeps only answered questions', () => {
    const { entries, skipped } = classifyRows(
      [
        row('Anna', 'Nowak', ' anna @example.org', 'I', { Dieta: 'wege' }),
        row('Jaś', 'Nowak', '', 'dziecko', { wiek: '7' }),
        row('Ola', 'Nowak', '', 'dziecko', { wiek: '3' }),
        row('Piotr', 'Kowalski', 'piotr@example.org', 'posługujący', { Dieta: ' ' }),
      ],
      mapping,
      'wiek',
    );
    expect(skipped).toEqual([]);
    expect(entries).toEqual([
      {
        rows: [1, 2, 3],
        kind: 'PARTICIPANT',
        firstname: 'Anna',
        lastname: 'Nowak',
        email: 'anna@example.org',
        level: 'I',
        questions: [{ id: 'q-diet', value: 'wege' }],
        children: [
          { firstname: 'Jaś', lastname: 'Nowak', age: 7 },
          { firstname: 'Ola', lastname: 'Nowak', age: 3 },
        ],
      },
      {
        rows: [4],
        kind: 'SERVANT',
        firstname: 'Piotr',
        lastname: 'Kowalski',
        email: 'piotr@example.org',
        level: 'posługujący',
        questions: [],
        children: [],
      },
    ]);
  });

  it('skips, with the reason, a child with no adult above, a child without an age and a row missing a field', () => {
    const { entries, skipped } = classifyRows(
      [
        row('Jaś', 'Nowak', '', 'dziecko', { wiek: '7' }),
        row('Anna', '', 'anna@example.org', 'I'),
        row('Ewa', 'Lis', 'ewa@example.org', 'II'),
        row('Ola', 'Lis', '', 'dziecko', { wiek: 'siedem' }),
      ],
      mapping,
      'wiek',
    );
    expect(entries.map((e) => e.firstname)).toEqual(['Ewa']);
    expect(skipped).toEqual([
      { row: 1, reason: 'childWithoutParent' },
      { row: 2, reason: 'missingField' },
      { row: 4, reason: 'childWithoutAge' },
    ]);
  });

  it('sends the file in batches', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([], 2)).toEqual([]);
  });
});
