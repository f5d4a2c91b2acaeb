import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMove, type MoveOutcome } from './conference-plan.move.ts';
import {
  type ConferenceMove,
  conferencesOf,
  currentColumn,
  emptyColumn,
  joinColumn,
  numbered,
  type PlanColumn,
} from './conference-plan.rules.ts';

const base = ['Miłość Boga', 'Grzech', 'Zbawienie', 'Wiara'].map((name, i) => ({
  conferenceId: `c${i + 1}`,
  name,
}));
const start = currentColumn(emptyColumn('I', 'pl'), base);
const move = (m: Partial<ConferenceMove> & Pick<ConferenceMove, 'conferenceId'>): ConferenceMove => ({
  oldIndex: 0,
  newIndex: 0,
  action: 'MOVED',
  level: 'I',
  lang: 'pl',
  ...m,
});
const ok = (outcome: MoveOutcome): PlanColumn => {
  if (!outcome.ok) throw new Error(outcome.refusal.messageKey);
  return outcome.column;
};
const names = (column: PlanColumn) => numbered(column).map((e) => `${e.number}. ${e.name}`);

describe('A conference plan column', () => {
  it('starts with the catalogue’s conferences, numbered from 1', () => {
    expect(names(start)).toEqual(['1. Miłość Boga', '2. Grzech', '3. Zbawienie', '4. Wiara']);
    expect(start.version).toBe(0);
  });

  it('reorders a conference and numbers again', () => {
    const column = ok(applyMove(start, move({ conferenceId: 'c3', oldIndex: 2, newIndex: 0 })));
    expect(names(column)).toEqual(['1. Zbawienie', '2. Miłość Boga', '3. Grzech', '4. Wiara']);
    expect(column.version).toBe(1);
  });

  it('merges with the next: names joined with "; ", origins combined; ungroup gives them back', () => {
    const merged = ok(
      applyMove(start, move({ conferenceId: 'c2', oldIndex: 1, newIndex: 1, action: 'MERGED' })),
    );
    expect(names(merged)).toEqual(['1. Miłość Boga', '2. Grzech; Zbawienie', '3. Wiara']);
    expect(merged.entries[1]?.origins.map((o) => o.conferenceId)).toEqual(['c2', 'c3']);
    const three = ok(
      applyMove(merged, move({ conferenceId: 'c2', oldIndex: 1, newIndex: 1, action: 'MERGED' })),
    );
    expect(three.entries[1]?.name).toBe('Grzech; Zbawienie; Wiara');
    const back = ok(
      applyMove(three, move({ conferenceId: 'c2', oldIndex: 1, newIndex: 1, action: 'UNGROUPED' })),
    );
    expect(back.entries).toEqual(start.entries);
  });

  it('removes to the removed list (new index -1) and restores from it (old index -1)', () => {
    const removed = ok(applyMove(start, move({ conferenceId: 'c1', oldIndex: 0, newIndex: -1 })));
    expect(names(removed)).toEqual(['1. Grzech', '2. Zbawienie', '3. Wiara']);
    expect(removed.removed.map((e) => e.name)).toEqual(['Miłość Boga']);
    const restored = ok(applyMove(removed, move({ conferenceId: 'c1', oldIndex: -1, newIndex: 3 })));
    expect(names(restored)).toEqual(['1. Grzech', '2. Zbawienie', '3. Wiara', '4. Miłość Boga']);
    expect(restored.removed).toEqual([]);
  });

  it('refuses what does not fit the column', () => {
    const refused = (m: ConferenceMove) => {
      const outcome = applyMove(start, m);
      return outcome.ok ? null : outcome.refusal;
    };
    expect(refused(move({ conferenceId: 'c4', oldIndex: 3, newIndex: 3, action: 'MERGED' }))).toMatchObject({
      code: 'INVALID_CONFERENCE_MOVE',
      field: 'oldIndex',
    });
    expect(
      refused(move({ conferenceId: 'c1', oldIndex: 0, newIndex: 0, action: 'UNGROUPED' })),
    ).toMatchObject({
      field: 'action',
    });
    expect(refused(move({ conferenceId: 'c2', oldIndex: 0, newIndex: 1 }))).toMatchObject({
      code: 'CONFERENCE_NOT_IN_PLAN',
    });
    expect(refused(move({ conferenceId: 'c1', oldIndex: 0, newIndex: 4 }))).toMatchObject({
      field: 'newIndex',
    });
    expect(refused(move({ conferenceId: 'c1', oldIndex: -1, newIndex: 0 }))).toMatchObject({
      code: 'CONFERENCE_NOT_IN_PLAN',
    });
    expect(refused(move({ conferenceId: 'c1', oldIndex: 9, newIndex: 0 }))).toMatchObject({
      field: 'oldIndex',
    });
  });

  it('takes conferences the catalogue gained since at the end, and keeps the plan’s own', () => {
    const removed = ok(applyMove(start, move({ conferenceId: 'c1', oldIndex: 0, newIndex: -1 })));
    const grown = currentColumn(removed, [...base, { conferenceId: 'c5', name: 'Nowa' }]);
    expect(names(grown)).toEqual(['1. Grzech', '2. Zbawienie', '3. Wiara', '4. Nowa']);
    expect(joinColumn(grown, base)).toBe(grown);
  });

  it('shows the catalogue’s present names, in merged entries too', () => {
    const merged = ok(
      applyMove(start, move({ conferenceId: 'c1', oldIndex: 0, newIndex: 0, action: 'MERGED' })),
    );
    const renamed = currentColumn(merged, [{ conferenceId: 'c2', name: 'Grzech pierworodny' }]);
    expect(renamed.entries[0]?.name).toBe('Miłość Boga; Grzech pierworodny');
  });
});

/** A random move on the column: mostly valid ones, some nonsense. */
const moveOn = (column: PlanColumn) =>
  fc
    .record({
      action: fc.constantFrom('MOVED', 'MERGED', 'UNGROUPED' as const),
      from: fc.integer({ min: -1, max: column.entries.length }),
      to: fc.integer({ min: -1, max: column.entries.length }),
      pickRemoved: fc.nat(),
    })
    .map(({ action, from, to, pickRemoved }) => {
      const entry =
        from === -1 ? column.removed[pickRemoved % Math.max(1, column.removed.length)] : column.entries[from];
      const newIndex = action === 'MOVED' ? to : from;
      return move({ conferenceId: entry?.conferenceId ?? 'none', oldIndex: from, newIndex, action });
    });

const everyConference = (column: PlanColumn) =>
  [...column.entries, ...column.removed]
    .flatMap(conferencesOf)
    .map((c) => c.conferenceId)
    .sort();

describe('Conference plan properties', () => {
  const columns = fc
    .integer({ min: 1, max: 8 })
    .map((n) =>
      currentColumn(
        emptyColumn('I', 'pl'),
        base.concat(Array.from({ length: n }, (_, i) => ({ conferenceId: `x${i}`, name: `X${i}` }))),
      ),
    );
  const walk = (column: PlanColumn, steps: number) =>
    fc.gen().map((g) => {
      let current = column;
      for (let i = 0; i < steps; i++) {
        const outcome = applyMove(
          current,
          g(() => moveOn(current)),
        );
        if (outcome.ok) current = outcome.column;
      }
      return current;
    });

  it('loses and duplicates no conference, and numbers the column 1..n', () => {
    fc.assert(
      fc.property(
        columns.chain((c) => walk(c, 12).map((end) => [c, end] as const)),
        ([begin, end]) => {
          expect(everyConference(end)).toEqual(everyConference(begin));
          expect(numbered(end).map((e) => e.number)).toEqual(end.entries.map((_, i) => i + 1));
        },
      ),
    );
  });

  it('gives back the origins when a merge is ungrouped', () => {
    fc.assert(
      fc.property(
        columns.chain((c) => walk(c, 6)),
        fc.nat(),
        (column, pick) => {
          if (column.entries.length < 2) return;
          const at = pick % (column.entries.length - 1);
          const first = column.entries[at];
          const next = column.entries[at + 1];
          if (!first || !next) return;
          const merged = ok(
            applyMove(
              column,
              move({ conferenceId: first.conferenceId, oldIndex: at, newIndex: at, action: 'MERGED' }),
            ),
          );
          const back = ok(
            applyMove(
              merged,
              move({ conferenceId: first.conferenceId, oldIndex: at, newIndex: at, action: 'UNGROUPED' }),
            ),
          );
          const singles = [...conferencesOf(first), ...conferencesOf(next)];
          expect(back.entries.slice(at, at + singles.length).map((e) => e.conferenceId)).toEqual(
            singles.map((s) => s.conferenceId),
          );
          expect(back.entries.length).toBe(column.entries.length - 2 + singles.length);
        },
      ),
    );
  });
});
