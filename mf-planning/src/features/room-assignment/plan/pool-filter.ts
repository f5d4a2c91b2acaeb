import type { RoomPlannerPerson } from '@cenacle/shared-domain/lodging/contracts';
import { PERSON_TYPES, type PersonType } from '@cenacle/shared-domain/lodging/rules';

export const GENDER_FILTERS = ['male', 'female', 'unknown'] as const;
type GenderFilter = (typeof GENDER_FILTERS)[number];

/** The pool's filters: a type and a gender, or everyone (`all`). */
export interface PoolFilter {
  readonly type: PersonType | 'all';
  readonly gender: GenderFilter | 'all';
}

export const NO_FILTER: PoolFilter = { type: 'all', gender: 'all' };

export const isPersonType = (value: string): value is PersonType =>
  (PERSON_TYPES as readonly string[]).includes(value);
export const isGenderFilter = (value: string): value is GenderFilter =>
  (GENDER_FILTERS as readonly string[]).includes(value);

/** The people the filters let through, in the pool's order (pure). */
export function filterPool(pool: readonly RoomPlannerPerson[], filter: PoolFilter): RoomPlannerPerson[] {
  return pool.filter(
    (p) =>
      (filter.type === 'all' || p.type === filter.type) &&
      (filter.gender === 'all' || (p.gender ?? 'unknown') === filter.gender),
  );
}
