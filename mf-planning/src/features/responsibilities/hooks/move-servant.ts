import type { Responsibility } from '@cenacle/shared-domain/responsibilities/contracts';
import type { DraggedServant } from '../planner/drag.ts';

type Parse = (id: string) => { responsibilityId: string; level: string | null };

/** The plan with the servant taken out of where he was and put where he was dropped (pure). */
export function moveServant(
  plan: readonly Responsibility[],
  servant: DraggedServant,
  to: string,
  parse: Parse,
): Responsibility[] {
  const target = parse(to);
  const [firstname = '', ...rest] = servant.name.split(' ');
  return plan.map((r) => {
    let servants = r.servants.filter(
      (s) => !(s.connectionId === servant.from && s.user.value === servant.userId),
    );
    const already = servants.some((s) => s.connectionId === to && s.user.value === servant.userId);
    if (r.id.value === target.responsibilityId && !already) {
      const entry = {
        connectionId: to,
        level: target.level,
        user: { value: servant.userId },
        firstname,
        lastname: rest.join(' '),
      };
      servants = [...servants, entry];
    }
    return { ...r, servants };
  });
}
