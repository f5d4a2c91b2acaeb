import { ageColumnOf, classifyRows } from '@cenacle/shared-domain/participants/rules';
import type { FormItem } from '@cenacle/shared-domain/registration/rules';
import { describe, expect, it } from 'vitest';
import { readCsv } from './csv/read-csv.ts';
import {
  columnMapping,
  guessColumns,
  guessFields,
  newQuestionItems,
  otherColumns,
} from './mapping/import-plan.ts';

const question = (id: string, text: string, type: FormItem['type'] = 'TEXT', index = 0): FormItem => ({
  id,
  type,
  question: text,
  options: [],
  required: false,
  index,
});

describe('Reading the CSV file', () => {
  it('reads a semicolon file with a byte order mark, keyed by its header', () => {
    const reading = readCsv('\uFEFFImię;Nazwisko;E-mail\r\nJan;Kowalski;jan@example.org\r\n\r\n');
    expect(reading).toEqual({
      file: {
        headers: ['Imię', 'Nazwisko', 'E-mail'],
        rows: [{ Imię: 'Jan', Nazwisko: 'Kowalski', 'E-mail': 'jan@example.org' }],
        delimiter: ';',
      },
    });
  });

  it('detects a comma separator and keeps quoted separators inside a cell', () => {
    const reading = readCsv('First name,Last name,Diet\nAnna,"Nowak, junior","wege; bez glutenu"\n');
    expect('file' in reading && reading.file.delimiter).toBe(',');
    expect('file' in reading && reading.file.rows[0]).toEqual({
      'First name': 'Anna',
      'Last name': 'Nowak, junior',
      Diet: 'wege; bez glutenu',
    });
  });

  it('refuses a file whose first row is a person (no header row)', () => {
    expect(readCsv('Jan;Kowalski;jan@example.org;I\nAnna;Nowak;anna@example.org;II\n')).toEqual({
      problem: 'noHeader',
    });
    expect(readCsv('Jan;Kowalski;12\n')).toEqual({ problem: 'noHeader' });
  });

  it('refuses an empty file and a header without rows', () => {
    expect(readCsv('')).toEqual({ problem: 'empty' });
    expect(readCsv('\uFEFF  \n\n')).toEqual({ problem: 'empty' });
    expect(readCsv('Imię;Nazwisko\n')).toEqual({ problem: 'noRows' });
  });

  it('leaves unnamed columns (a trailing separator) out of the headers', () => {
    const reading = readCsv('Imię;Nazwisko;\nJan;Kowalski;\n');
    expect('file' in reading && reading.file.headers).toEqual(['Imię', 'Nazwisko']);
  });
});

describe('Guessing the mapping', () => {
  it('finds the fixed fields by their Polish names', () => {
    expect(guessFields(['Lp', 'Imię', 'Nazwisko', 'E-mail', 'Stopień', 'wiek'])).toEqual({
      firstname: 'Imię',
      lastname: 'Nazwisko',
      email: 'E-mail',
      level: 'Stopień',
    });
    expect(guessFields(['IMIE', 'nazwisko', 'Adres e-mail', 'Poziom szkoły']).level).toBe('Poziom szkoły');
  });

  it('finds them by English, German and Ukrainian names, never giving one column to two fields', () => {
    expect(guessFields(['Last name', 'First name', 'Email address', 'Level'])).toEqual({
      firstname: 'First name',
      lastname: 'Last name',
      email: 'Email address',
      level: 'Level',
    });
    expect(guessFields(['Vorname', 'Nachname', 'E-Mail', 'Stufe']).lastname).toBe('Nachname');
    expect(guessFields(["Ім'я", 'Прізвище', 'Рівень']).firstname).toBe("Ім'я");
  });

  it('leaves a field unmapped when no header fits', () => {
    expect(guessFields(['Kolumna A', 'Kolumna B'])).toEqual({
      firstname: null,
      lastname: null,
      email: null,
      level: null,
    });
  });

  it('maps the other columns to questions of the same name, leaves the rest out', () => {
    const fields = guessFields(['Imię', 'Nazwisko', 'E-mail', 'Poziom', 'wiek', 'Dieta', 'Uwagi']);
    const columns = otherColumns(
      ['Imię', 'Nazwisko', 'E-mail', 'Poziom', 'wiek', 'Dieta', 'Uwagi'],
      fields,
      'wiek',
    );
    expect(columns).toEqual(['Dieta', 'Uwagi']);
    const items = [question('t', 'Dieta', 'TITLE'), question('q1', 'dieta'), question('q2', 'Nocleg')];
    expect(guessColumns(columns, items)).toEqual({
      Dieta: { kind: 'question', questionId: 'q1' },
      Uwagi: { kind: 'ignore' },
    });
  });
});

describe('From the plan to the rows the server imports', () => {
  it('feeds a new question by the id it was saved under, and children by the age column', () => {
    const csv = readCsv(
      'Imię;Nazwisko;E-mail;Poziom;wiek;Dieta;Uwagi\n' +
        'Jan;Kowalski;jan@example.org;I;;wege;po 18\n' +
        'Zosia;Kowalska;;dziecko;7;;\n',
    );
    if (!('file' in csv)) throw new Error('the file should read');
    const { headers, rows } = csv.file;
    const fields = guessFields(headers);
    const columns = otherColumns(headers, fields, ageColumnOf(headers));
    const plan = {
      fields,
      columns: { Dieta: { kind: 'question', questionId: 'q1' }, Uwagi: { kind: 'newQuestion' } } as const,
    };
    const added = newQuestionItems(['Uwagi'], [question('q1', 'Dieta', 'TEXT', 4)], () => 'q-new');
    expect(added).toEqual([question('q-new', 'Uwagi', 'TEXT', 5)]);
    const { entries, skipped } = classifyRows(rows, columnMapping(plan, columns, { Uwagi: 'q-new' }), 'wiek');
    expect(skipped).toEqual([]);
    expect(entries).toEqual([
      {
        rows: [1, 2],
        kind: 'PARTICIPANT',
        firstname: 'Jan',
        lastname: 'Kowalski',
        email: 'jan@example.org',
        level: 'I',
        questions: [
          { id: 'q1', value: 'wege' },
          { id: 'q-new', value: 'po 18' },
        ],
        children: [{ firstname: 'Zosia', lastname: 'Kowalska', age: 7 }],
      },
    ]);
  });
});
