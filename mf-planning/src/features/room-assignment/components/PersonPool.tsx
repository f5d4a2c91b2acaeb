import { Field, makeStyles, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import type { RoomPlannerPerson } from '@cenacle/shared-domain/lodging/contracts';
import { PERSON_TYPES } from '@cenacle/shared-domain/lodging/rules';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropZone } from '../../planner-kit/DropZone.tsx';
import { POOL } from '../../planner-kit/drag.ts';
import {
  filterPool,
  GENDER_FILTERS,
  isGenderFilter,
  isPersonType,
  NO_FILTER,
  type PoolFilter,
} from '../plan/pool-filter.ts';
import { keyOf } from '../plan/room-plan.ts';
import { PersonChip } from './PersonChip.tsx';

const useStyles = makeStyles({
  pool: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  filters: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  counts: { display: 'flex', flexDirection: 'column' },
});

interface PersonPoolProps {
  readonly pool: readonly RoomPlannerPerson[];
  readonly counts: Readonly<Record<string, number>>;
}

/** The sidebar: the unassigned (participants, children, servants), filtered by type and gender, with counts. */
export const PersonPool = memo(function PersonPool({ pool, counts }: PersonPoolProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const [filter, setFilter] = useState<PoolFilter>(NO_FILTER);
  const shown = filterPool(pool, filter);
  return (
    <aside className={styles.pool} data-testid="person-pool">
      <Subtitle2 as="h2" block>
        {t('roomAssignment.pool.title', { n: pool.length })}
      </Subtitle2>
      <div className={styles.counts} data-testid="pool-counts">
        <Text size={200}>
          {PERSON_TYPES.map((type) =>
            t('roomAssignment.pool.typeCount', {
              type: t(`roomAssignment.types.${type}`),
              count: counts[type] ?? 0,
            }),
          ).join(' · ')}
        </Text>
        <Text size={200}>
          {GENDER_FILTERS.map((gender) =>
            t('roomAssignment.pool.typeCount', {
              type: t(`roomAssignment.genders.${gender}`),
              count: counts[gender] ?? 0,
            }),
          ).join(' · ')}
        </Text>
      </div>
      <div className={styles.filters}>
        <Field label={t('roomAssignment.pool.type')}>
          <Select
            data-testid="pool-type"
            value={filter.type}
            onChange={(_, d) => setFilter({ ...filter, type: isPersonType(d.value) ? d.value : 'all' })}
          >
            <option value="all">{t('roomAssignment.pool.all')}</option>
            {PERSON_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`roomAssignment.types.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('roomAssignment.pool.gender')}>
          <Select
            data-testid="pool-gender"
            value={filter.gender}
            onChange={(_, d) => setFilter({ ...filter, gender: isGenderFilter(d.value) ? d.value : 'all' })}
          >
            <option value="all">{t('roomAssignment.pool.all')}</option>
            {GENDER_FILTERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`roomAssignment.genders.${gender}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <DropZone id={POOL} label={t('roomAssignment.pool.zone')}>
        {shown.length === 0 && <Text size={200}>{t('roomAssignment.pool.empty')}</Text>}
        {shown.map((person) => (
          <PersonChip key={keyOf(person)} person={person} roomId={null} />
        ))}
      </DropZone>
    </aside>
  );
});
