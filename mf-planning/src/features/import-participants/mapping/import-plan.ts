import {
  type ColumnMapping,
  FIXED_IMPORT_FIELDS,
  type FixedImportField,
} from '@cenacle/shared-domain/participants/rules';
import { type FormItem, isQuestion, QUESTION_MAX_LENGTH } from '@cenacle/shared-domain/registration/rules';

/** What one column of the file (other than the fixed fields and the age) becomes. */
export type ColumnChoice =
  | { readonly kind: 'ignore' }
  | { readonly kind: 'question'; readonly questionId: string }
  | { readonly kind: 'newQuestion' };

/** The mapping the page edits: a column per fixed field, and a choice per other column. */
export interface ImportPlan {
  readonly fields: Readonly<Record<FixedImportField, string | null>>;
  readonly columns: Readonly<Record<string, ColumnChoice>>;
}

/** Case, accents and punctuation left out: "E-mail" and "email", "Stopień" and "stopien" match. */
export const normalizeName = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Header names each fixed field is known by (Polish and English first, German and Ukrainian too),
 * normalized. `exact` names only match a whole header; `within` names also match inside a longer one
 * ("Adres e-mail", "Poziom szkoły").
 */
const FIELD_NAMES: Readonly<Record<FixedImportField, { exact: string[]; within: string[] }>> = {
  firstname: { exact: ['name', 'first'], within: ['imie', 'firstname', 'givenname', 'vorname', 'імя'] },
  lastname: {
    exact: ['last', 'surname'],
    within: ['nazwisko', 'lastname', 'familyname', 'nachname', 'прізвище'],
  },
  email: { exact: ['mail'], within: ['email', 'електроннапошта'] },
  level: { exact: ['grade'], within: ['poziom', 'stopien', 'level', 'stufe', 'niveau', 'рівень'] },
};

/** The columns the fixed fields most likely come from, guessed from the header names. */
export function guessFields(headers: readonly string[]): Record<FixedImportField, string | null> {
  const fields: Record<FixedImportField, string | null> = {
    firstname: null,
    lastname: null,
    email: null,
    level: null,
  };
  const taken = new Set<string>();
  const pass = (matches: (header: string, field: FixedImportField) => boolean) => {
    for (const field of FIXED_IMPORT_FIELDS) {
      if (fields[field]) continue;
      const found = headers.find((header) => !taken.has(header) && matches(normalizeName(header), field));
      if (found) {
        fields[field] = found;
        taken.add(found);
      }
    }
  };
  const names = (field: FixedImportField) => FIELD_NAMES[field];
  const normalized = (list: string[]) => list.map(normalizeName);
  pass((header, field) => normalized([...names(field).exact, ...names(field).within]).includes(header));
  pass((header, field) => normalized(names(field).within).some((name) => header.includes(name)));
  return fields;
}

/** The columns left for questions: neither a fixed field's nor the children's age column. */
export function otherColumns(
  headers: readonly string[],
  fields: ImportPlan['fields'],
  ageColumn: string | null,
): string[] {
  const used = new Set<string | null>([...Object.values(fields), ageColumn]);
  return headers.filter((header) => !used.has(header));
}

/** The form's items that take an answer (display items — titles, texts — cannot be mapped). */
export const answerableItems = (items: readonly FormItem[]): FormItem[] => items.filter(isQuestion);

/** Each other column maps to the question of the same name when the form has one; else ignored. */
export function guessColumns(
  columns: readonly string[],
  items: readonly FormItem[],
): Record<string, ColumnChoice> {
  const byName = new Map(answerableItems(items).map((item) => [normalizeName(item.question), item.id]));
  const taken = new Set<string>();
  return Object.fromEntries(
    columns.map((column) => {
      const id = byName.get(normalizeName(column));
      if (!id || taken.has(id)) return [column, { kind: 'ignore' }];
      taken.add(id);
      return [column, { kind: 'question', questionId: id }];
    }),
  );
}

/** The columns the user chose to add to the form as new questions. */
export const newQuestionColumns = (plan: ImportPlan, columns: readonly string[]): string[] =>
  columns.filter((column) => plan.columns[column]?.kind === 'newQuestion');

/** A new optional TEXT question named after its column, placed after the form's items. */
export function newQuestionItems(
  columns: readonly string[],
  existing: readonly FormItem[],
  newId: () => string,
): FormItem[] {
  const last = existing.reduce((max, item) => Math.max(max, item.index), -1);
  return columns.map((column, position) => ({
    id: newId(),
    type: 'TEXT',
    question: column.slice(0, QUESTION_MAX_LENGTH),
    options: [],
    required: false,
    index: last + 1 + position,
  }));
}

/**
 * The mapping `classifyRows` takes: the fixed fields as chosen, each question fed by its column
 * (new questions by the ids they were saved under, `created` column → id).
 */
export function columnMapping(
  plan: ImportPlan,
  columns: readonly string[],
  created: Readonly<Record<string, string>>,
): ColumnMapping {
  const questions: Record<string, string> = {};
  for (const column of columns) {
    const choice = plan.columns[column];
    if (choice?.kind === 'question') questions[choice.questionId] = column;
    const id = created[column];
    if (choice?.kind === 'newQuestion' && id) questions[id] = column;
  }
  return { fields: plan.fields, questions };
}
