import { makeStyles, Subtitle1, Text, tokens } from '@cenacle/kit/ui';
import type { RoomPlannerPerson } from '@cenacle/shared-domain/lodging/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalOrder } from '../plan/local-order.ts';
import type { Building } from '../plan/room-plan.ts';
import { RoomCard } from './RoomCard.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

interface BuildingSectionProps {
  readonly building: Building;
  readonly order: LocalOrder;
  readonly onRemove: (person: RoomPlannerPerson, roomId: string) => void;
}

/** A building of the centre: its free beds and mattress spaces, and its rooms. */
export const BuildingSection = memo(function BuildingSection({
  building,
  order,
  onRemove,
}: BuildingSectionProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  return (
    <section className={styles.section} data-testid="building" data-name={building.name}>
      <div className={styles.head}>
        <Subtitle1 as="h3" block>
          {building.name}
        </Subtitle1>
        <Text data-testid="building-counts">
          {t('roomAssignment.building.counts', {
            beds: building.freeBeds,
            mattresses: building.mattressSpaces,
          })}
        </Text>
        {building.lift && <Text size={200}>{t('roomAssignment.building.lift')}</Text>}
      </div>
      <div className={styles.grid}>
        {building.rooms.map((room) => (
          <RoomCard key={room.id.value} room={room} order={order[room.id.value]} onRemove={onRemove} />
        ))}
      </div>
    </section>
  );
});
