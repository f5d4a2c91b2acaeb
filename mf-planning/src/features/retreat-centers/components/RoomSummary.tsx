import { Caption1, makeStyles, Text, tokens } from '@cenacle/kit/ui';
import { type BathroomFitting, roomHeaderPreview } from '@cenacle/shared-domain/lodging/rules';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  name: { fontWeight: tokens.fontWeightSemibold },
  description: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/** What a room header shows, of a saved room or of one being edited (numbers then as typed). */
interface RoomLike {
  readonly name: string;
  readonly description: string;
  readonly beds: number | string;
  readonly roomNumber: number | string | null;
  readonly bedNumber: number | string;
  readonly spaceForMattress: boolean;
  readonly bathroom: readonly BathroomFitting[];
  readonly floor: number | string | null;
}

const present = (value: number | string | null) => value !== null && String(value).trim() !== '';

/** The room header: number, name, beds, mattress, bathroom, floor, and 90 characters of description (calls §9). */
export function RoomSummary({ room }: { readonly room: RoomLike }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const facts = [
    t('retreatCenters.rooms.beds', { beds: room.beds }),
    present(room.bedNumber) ? t('retreatCenters.rooms.firstBed', { number: room.bedNumber }) : null,
    room.spaceForMattress ? t('retreatCenters.rooms.mattress') : null,
    room.bathroom.length > 0
      ? room.bathroom.map((fitting) => t(`retreatCenters.bathroom.${fitting}`)).join(', ')
      : null,
    present(room.floor) ? t('retreatCenters.rooms.floor', { floor: room.floor ?? '' }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <div>
      <div className={styles.header}>
        {present(room.roomNumber) && (
          <Text data-testid="room-number">
            {t('retreatCenters.rooms.number', { number: room.roomNumber ?? '' })}
          </Text>
        )}
        <Text className={styles.name}>{room.name}</Text>
        <Caption1>{facts.join(' · ')}</Caption1>
      </div>
      {room.description && (
        <Caption1 className={styles.description} title={room.description} data-testid="room-description">
          {roomHeaderPreview(room.description)}
        </Caption1>
      )}
    </div>
  );
}
