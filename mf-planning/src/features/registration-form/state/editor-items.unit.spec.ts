import type { FormItem } from '@cenacle/shared-domain/registration/rules';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  changeType,
  copyItem,
  deleteItem,
  moveItem,
  newItemId,
  removeOption,
  setOption,
} from './editor-items.ts';

const id = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const items: FormItem[] = [
  { id: id(1), type: 'TEXT', question: 'A', options: [], required: true, index: 0 },
  { id: id(2), type: 'RADIO', question: 'B', options: ['150 zł - x', 'y'], required: true, index: 1 },
  { id: id(3), type: 'AGE', question: 'C', options: [], required: false, index: 2 },
];
const order = (list: FormItem[]) => list.map((item) => [item.question, item.index]);

describe('The registration form editor’s items', () => {
  it('makes canonical UUIDs', () => {
    expect(newItemId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('adds an item at the end; a single-choice one with an option to fill', () => {
    const added = addItem(items, 'PRICE', id(9));
    expect(added.at(-1)).toEqual({
      id: id(9),
      type: 'PRICE',
      question: '',
      options: [''],
      required: false,
      index: 3,
    });
  });

  it('moves an item by drag, numbering all again', () => {
    expect(order(moveItem(items, id(3), id(1)))).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    expect(order(moveItem(items, id(1), id(2)))).toEqual([
      ['B', 0],
      ['A', 1],
      ['C', 2],
    ]);
    expect(moveItem(items, id(1), id(99))).toEqual(items);
  });

  it('copies right after the original under a new id, and deletes', () => {
    const copied = copyItem(items, id(2), id(7));
    expect(order(copied)).toEqual([
      ['A', 0],
      ['B', 1],
      ['B', 2],
      ['C', 3],
    ]);
    expect(copied[2]).toMatchObject({ id: id(7), options: ['150 zł - x', 'y'] });
    expect(order(deleteItem(copied, id(2)))).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ]);
  });

  it('changes type: choice options stay between choice types, go otherwise; display items are not required', () => {
    expect(changeType(items, id(2), 'CHECKBOX')[1]).toMatchObject({
      options: ['150 zł - x', 'y'],
      required: true,
    });
    expect(changeType(items, id(2), 'TEXT')[1]).toMatchObject({ options: [] });
    expect(changeType(items, id(1), 'RADIO')[0]).toMatchObject({ options: [''] });
    expect(changeType(items, id(1), 'INFO')[0]).toMatchObject({ required: false });
  });

  it('edits options', () => {
    const edited = setOption(items, id(2), 1, '80 zł - z');
    expect(edited[1]?.options).toEqual(['150 zł - x', '80 zł - z']);
    expect(removeOption(edited, id(2), 0)[1]?.options).toEqual(['80 zł - z']);
  });
});
