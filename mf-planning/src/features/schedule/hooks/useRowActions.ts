import type { ScheduleItemType } from '@cenacle/shared-domain/schedule/rules';
import { useMemo, useRef, useState } from 'react';

/** What a row of the day editor can ask for, each naming the item: one object for every row. */
export interface RowActions {
  readonly start: (itemId: string, start: string) => void;
  readonly finish: (itemId: string, finish: string) => void;
  readonly rename: (itemId: string, name: string) => void;
  readonly type: (itemId: string, type: ScheduleItemType | null) => void;
  readonly remove: (itemId: string) => void;
  readonly responsibility: (itemId: string, responsibilityId: string | null) => void;
  readonly split: (itemId: string, level: string) => void;
  readonly merge: (itemId: string, alternativeId: string) => void;
  readonly renameAlternative: (itemId: string, alternativeId: string, name: string) => void;
  readonly servant: (
    itemId: string,
    alternativeId: string | null,
    servantId: string,
    assign: boolean,
  ) => void;
}

/**
 * The same `RowActions` object for the editor's whole life, always calling the latest handlers: rows
 * that did not change then skip re-rendering when the day changes (a drag re-renders one row or
 * two, not forty).
 */
export function useRowActions(handlers: RowActions): RowActions {
  const latest = useRef(handlers);
  latest.current = handlers;
  return useMemo(
    () => ({
      start: (...a) => latest.current.start(...a),
      finish: (...a) => latest.current.finish(...a),
      rename: (...a) => latest.current.rename(...a),
      type: (...a) => latest.current.type(...a),
      remove: (...a) => latest.current.remove(...a),
      responsibility: (...a) => latest.current.responsibility(...a),
      split: (...a) => latest.current.split(...a),
      merge: (...a) => latest.current.merge(...a),
      renameAlternative: (...a) => latest.current.renameAlternative(...a),
      servant: (...a) => latest.current.servant(...a),
    }),
    [],
  );
}

/** What a grid block reports, as one object for the editor's whole life (see `useRowActions`). */
export function useBlockEvents<E extends Record<string, (...args: never[]) => void>>(handlers: E): E {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [events] = useState(
    () =>
      Object.fromEntries(
        Object.keys(handlers).map((name) => [
          name,
          (...args: never[]) => (latest.current[name] as (...a: never[]) => void)(...args),
        ]),
      ) as E,
  );
  return events;
}
