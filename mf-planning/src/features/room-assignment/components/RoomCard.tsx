import { Card, makeStyles, mergeClasses, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import { Badge } from '@cenacle/kit/ui-extended';
import type { RoomPlannerPerson } from '@cenacle/shared-domain/lodging/contracts';
import { roomFill, roomHeaderPreview } from '@cenacle/shared-domain/lodging/rules';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DropZone } from '../../planner-kit/DropZone.tsx';
import { inLocalOrder } from '../plan/local-order.ts';
import { keyOf, type PlanRoom } from '../plan/room-plan.ts';
import { PersonChip } from './PersonChip.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'break-word' },
  filled: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    outline: `2px solid ${tokens.colorPaletteGreenBorder2}`,
  },
  overflowing: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    outline: `2px solid ${tokens.colorPaletteRedBorder2}`,
  },
});

interface RoomCardProps {
  readonly room: PlanRoom;
  readonly order: readonly string[] | undefined;
  readonly onRemove: (person: RoomPlannerPerson, roomId: string) => void;
}

/** A room as a container: its beds, who sleeps there; styled filled or overflowing (spec §4). */
export const RoomCard = memo(function RoomCard({ room, order, onRemove }: RoomCardProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const fill = roomFill(room.persons.length, room.beds);
  const label = room.roomNumber === null ? room.name : `${room.name} (${room.roomNumber})`;
  return (
    <Card
      className={mergeClasses(
        styles.card,
        fill === 'filled' && styles.filled,
        fill === 'overflowing' && styles.overflowing,
      )}
      data-testid="room-card"
      data-room={room.id.value}
      data-name={room.name}
      data-fill={fill}
    >
      <div className={styles.head}>
        <Subtitle2 as="h4" block className={styles.name}>
          {label}
        </Subtitle2>
        <Text size={200} data-testid="room-beds">
          {t('roomAssignment.room.beds', { persons: room.persons.length, beds: room.beds })}
        </Text>
        {fill !== 'free' && (
          <Badge color={fill === 'filled' ? 'success' : 'danger'} data-testid="room-fill">
            {t(`roomAssignment.room.${fill}`)}
          </Badge>
        )}
        {room.spaceForMattress && <Badge appearance="outline">{t('roomAssignment.room.mattress')}</Badge>}
      </div>
      {room.description && <Text size={200}>{roomHeaderPreview(room.description)}</Text>}
      <DropZone id={room.id.value} label={label}>
        {inLocalOrder(room.persons, keyOf, order).map((person) => (
          <PersonChip key={keyOf(person)} person={person} roomId={room.id.value} onRemove={onRemove} />
        ))}
      </DropZone>
    </Card>
  );
});
