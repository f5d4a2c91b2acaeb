import type { ConferencePlanBody } from '@cenacle/shared-domain/conferences/contracts';
import { describe, expect, it } from 'vitest';
import { previewMove, withColumn } from './plan-preview.ts';

const entry = (id: string, name: string, number: number) => ({
  id: { value: id },
  name,
  number,
  origins: [],
});
const plan: ConferencePlanBody = {
  sessionId: 's1',
  season: 'SUMMER',
  lang: 'pl',
  langs: ['pl'],
  columns: [
    {
      level: 'I',
      lang: 'pl',
      version: 2,
      conferences: [entry('a', 'Modlitwa', 1), entry('b', 'Słowo', 2), entry('c', 'Post', 3)],
      removed: [],
    },
    { level: 'II', lang: 'pl', version: 0, conferences: [entry('d', 'Wspólnota', 1)], removed: [] },
  ],
};
const move = { level: 'I', lang: 'pl' } as const;

describe('The merge screen’s preview', () => {
  it('merges through the plan rules, numbers again and sends the version it was made on', () => {
    const preview = previewMove(plan, {
      ...move,
      conferenceId: 'a',
      oldIndex: 0,
      newIndex: 0,
      action: 'MERGED',
    });
    if (!preview.ok) throw new Error(preview.refusal.messageKey);
    expect(preview.version).toBe(2);
    const [first, second] = preview.plan.columns;
    expect(first?.conferences.map((e) => `${e.number}. ${e.name}`)).toEqual([
      '1. Modlitwa; Słowo',
      '2. Post',
    ]);
    expect(first?.version).toBe(3);
    expect(second).toBe(plan.columns[1]);
  });

  it('refuses what the server would refuse, and leaves a drop in place alone', () => {
    const refused = previewMove(plan, {
      ...move,
      conferenceId: 'c',
      oldIndex: 2,
      newIndex: 2,
      action: 'MERGED',
    });
    expect(refused).toMatchObject({
      ok: false,
      refusal: { messageKey: 'error.conferencePlan.nothingToMergeWith' },
    });
    const still = previewMove(plan, {
      ...move,
      conferenceId: 'b',
      oldIndex: 1,
      newIndex: 1,
      action: 'MOVED',
    });
    expect(still).toMatchObject({ ok: true, plan });
  });

  it('takes the server’s column in place of the preview', () => {
    const column = {
      ...plan.columns[1],
      version: 1,
      conferences: [],
    } as ConferencePlanBody['columns'][number];
    expect(withColumn(plan, column).columns[1]).toBe(column);
  });
});
