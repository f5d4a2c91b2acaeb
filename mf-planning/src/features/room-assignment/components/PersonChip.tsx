import { formatMoney } from '@cenacle/kit';
import type { RoomPlannerPerson } from '@cenacle/shared-domain/lodging/contracts';
import { DEFAULT_CURRENCY_SIGN } from '@cenacle/shared-domain/organisation/rules';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { POOL } from '../../planner-kit/drag.ts';
import { PlannerChip } from '../../planner-kit/PlannerChip.tsx';
import { draggedPerson, keyOf } from '../plan/room-plan.ts';

interface PersonChipProps {
  readonly person: RoomPlannerPerson;
  /** The room they are in; null in the pool. */
  readonly roomId: string | null;
  readonly onRemove?: (person: RoomPlannerPerson, roomId: string) => void;
}

/** A person of the planner: name, type, age (-1 when unknown), gender and price; dragged by pointer or keyboard. */
export const PersonChip = memo(function PersonChip({ person, roomId, onRemove }: PersonChipProps) {
  const { t } = useTranslation('planning');
  const item = draggedPerson(person, roomId);
  const gender = person.gender ?? 'unknown';
  return (
    <PlannerChip
      dragId={`${roomId ?? POOL}|${item.key}`}
      item={item}
      onRemove={onRemove && roomId ? () => onRemove(person, roomId) : undefined}
      removeLabel={t('roomAssignment.person.remove', { name: item.name })}
      marks={{
        'data-testid': 'person-chip',
        'data-person': keyOf(person),
        'data-type': person.type,
        'data-gender': gender,
      }}
    >
      <span>{item.name}</span>
      <span>
        {t('roomAssignment.person.details', {
          type: t(`roomAssignment.types.${person.type}`),
          // Unknown values read as words ("wiek nieznany"), never as -1 or a question mark.
          age:
            person.age === null || person.age === undefined || person.age < 0
              ? t('roomAssignment.person.ageUnknown')
              : t('roomAssignment.person.age', { age: person.age }),
          gender: t(`roomAssignment.genderShort.${gender}`),
          price: formatMoney(person.price, DEFAULT_CURRENCY_SIGN),
        })}
      </span>
    </PlannerChip>
  );
});
