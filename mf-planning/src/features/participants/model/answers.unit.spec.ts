import type { FormItem } from '@cenacle/shared-domain/registration/rules';
import { describe, expect, it } from 'vitest';
import { answersOf, answersToRequest, questionsOf, readAnswer, tickOption } from './answers.ts';

const item = (id: string, type: FormItem['type'], index: number, options: string[] = []): FormItem => ({
  id,
  type,
  question: `Q ${id}`,
  options,
  required: true,
  index,
});

const diet = item('d', 'LONG_TEXT', 3);
const gender = item('g', 'GENDER', 1);
const consent = item('c', 'CHECKBOX', 2);
const extras = item('x', 'CHECKBOX', 4, ['Ręcznik', 'Pościel']);
const title = item('t', 'TITLE', 0);

describe('The answers in the staff participant form', () => {
  it('asks the questions in the form order, without display items', () => {
    expect(questionsOf([diet, extras, title, consent, gender]).map((q) => q.id)).toEqual([
      'g',
      'c',
      'd',
      'x',
    ]);
  });

  it('sends the non-blank answers in the form order, and none to questions no longer on the form', () => {
    const answers = answersOf({
      questions: [
        { id: { value: 'd' }, value: 'bez glutenu' },
        { id: { value: 'gone' }, value: 'x' },
        { id: { value: 'g' }, value: 'FEMALE' },
      ],
    });
    const questions = questionsOf([diet, gender, consent]);
    expect(answersToRequest(questions, { ...answers, c: '  ' })).toEqual([
      { id: { value: 'g' }, value: 'FEMALE' },
      { id: { value: 'd' }, value: 'bez glutenu' },
    ]);
  });

  it('ticks options of a choice question in the form order', () => {
    const once = tickOption(extras, '', 'Pościel', true);
    expect(tickOption(extras, once, 'Ręcznik', true)).toBe('Ręcznik\nPościel');
    expect(tickOption(extras, 'Ręcznik\nPościel', 'Ręcznik', false)).toBe('Pościel');
  });

  it('reads answers as words: unanswered, a tick, a gender, the chosen options', () => {
    expect(readAnswer(diet, undefined)).toEqual({ kind: 'none' });
    expect(readAnswer(diet, '  ')).toEqual({ kind: 'none' });
    expect(readAnswer(consent, 'true')).toEqual({ kind: 'ticked' });
    expect(readAnswer(gender, 'MALE')).toEqual({ kind: 'gender', gender: 'MALE' });
    expect(readAnswer(extras, 'Ręcznik\nPościel')).toEqual({ kind: 'text', text: 'Ręcznik, Pościel' });
    expect(readAnswer(diet, 'bez glutenu')).toEqual({ kind: 'text', text: 'bez glutenu' });
  });
});
