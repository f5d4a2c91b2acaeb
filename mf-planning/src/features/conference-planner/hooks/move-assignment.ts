import type { Conference } from '@cenacle/shared-domain/conferences/contracts';
import type { DraggedServant } from '../../responsibilities/planner/drag.ts';

/** The conferences with the servant taken off where he was and given the one he was dropped on (pure). */
export function moveAssignment(
  list: readonly Conference[],
  servant: DraggedServant,
  to: string,
): Conference[] {
  const [firstname = '', ...rest] = servant.name.split(' ');
  return list.map((c) => {
    let servants =
      c.id.value === servant.from ? c.servants.filter((s) => s.id.value !== servant.userId) : c.servants;
    if (c.id.value === to && !servants.some((s) => s.id.value === servant.userId)) {
      servants = [...servants, { id: { value: servant.userId }, firstname, lastname: rest.join(' ') }];
    }
    return { ...c, servants };
  });
}
