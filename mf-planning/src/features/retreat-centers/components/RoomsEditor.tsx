import { Button, Caption1, makeStyles, tokens } from '@cenacle/kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type BuildingDraft,
  newRoom,
  type RoomDraft,
  upsert,
  withoutKey,
  withRoomDuplicated,
} from '../center-draft.ts';
import { RoomEditor } from './RoomEditor.tsx';
import { RoomSummary } from './RoomSummary.tsx';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  room: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A building's rooms in the centre's form: each previewed, edited in place, duplicated or removed. */
export function RoomsEditor(props: {
  readonly building: BuildingDraft;
  /** The translated error the centre's check or the server gave a room, by its index. */
  readonly errorOf: (index: number) => string | undefined;
  readonly onChange: (building: BuildingDraft) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const { building } = props;
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState<RoomDraft | null>(null);
  const save = (room: RoomDraft) => props.onChange({ ...building, rooms: upsert(building.rooms, room) });
  return (
    <div>
      {building.rooms.length === 0 && !adding && <Caption1>{t('retreatCenters.rooms.none')}</Caption1>}
      <ul className={styles.list} aria-label={t('retreatCenters.rooms.title', { name: building.name })}>
        {building.rooms.map((room, index) =>
          editing === room.key ? (
            <li key={room.key}>
              <RoomEditor
                room={room}
                onSave={(saved) => {
                  save(saved);
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={room.key} className={styles.room} data-testid="room-card">
              <div>
                <RoomSummary room={room} />
                {props.errorOf(index) && (
                  <Caption1 className={styles.error} role="alert">
                    {t('retreatCenters.rooms.invalid', { error: props.errorOf(index) ?? '' })}
                  </Caption1>
                )}
              </div>
              <div className={styles.actions}>
                <Button size="small" onClick={() => setEditing(room.key)}>
                  {t('retreatCenters.rooms.edit')}
                </Button>
                <Button
                  size="small"
                  onClick={() => props.onChange(withRoomDuplicated(building, room.key))}
                  aria-label={t('retreatCenters.rooms.duplicateLabel', { name: room.name })}
                >
                  {t('retreatCenters.rooms.duplicate')}
                </Button>
                <Button
                  size="small"
                  appearance="subtle"
                  onClick={() => props.onChange({ ...building, rooms: withoutKey(building.rooms, room.key) })}
                  aria-label={t('retreatCenters.rooms.removeLabel', { name: room.name })}
                >
                  {t('retreatCenters.rooms.remove')}
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {adding ? (
        <RoomEditor
          room={adding}
          onSave={(saved) => {
            save(saved);
            setAdding(null);
          }}
          onCancel={() => setAdding(null)}
        />
      ) : (
        <Button size="small" onClick={() => setAdding(newRoom())} data-testid="room-add">
          {t('retreatCenters.rooms.add')}
        </Button>
      )}
    </div>
  );
}
