import { Button, Caption1, makeStyles, Subtitle1, tokens } from '@cenacle/kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BuildingDraft, errorAt, newBuilding, upsert, withoutKey } from '../center-draft.ts';
import { BuildingEditor } from './BuildingEditor.tsx';
import { BuildingSummary } from './BuildingSummary.tsx';
import { RoomsEditor } from './RoomsEditor.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexShrink: 0, alignItems: 'flex-start' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

type ErrorOf = (field: string) => string | undefined;

/** One building in the centre's form: previewed, or edited in place; its rooms below either way. */
function BuildingCard(props: {
  readonly building: BuildingDraft;
  readonly index: number;
  readonly error: ErrorOf;
  readonly onChange: (building: BuildingDraft) => void;
  readonly onRemove: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const [editing, setEditing] = useState(false);
  // Removing a building takes its rooms with it: asked first, in place (the centre's form is a dialog).
  const [confirming, setConfirming] = useState(false);
  const { building, index } = props;
  const ownError = ['name', 'photo', 'attachments', 'description', 'lift']
    .map((field) => errorAt(props.error, ['buildings', index, field]))
    .find(Boolean);
  return (
    <section className={styles.card} data-testid="building-card" aria-label={building.name}>
      {editing ? (
        <BuildingEditor
          building={building}
          onSave={(saved) => {
            // Rooms are saved on their own: keep those the building has now.
            props.onChange({ ...saved, rooms: building.rooms });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className={styles.head}>
          <div>
            <BuildingSummary building={building} />
            {ownError && (
              <Caption1 className={styles.error} role="alert">
                {t('retreatCenters.buildings.invalid', { error: ownError })}
              </Caption1>
            )}
          </div>
          {confirming ? (
            <div
              className={styles.actions}
              role="alertdialog"
              aria-label={t('retreatCenters.buildings.removeLabel', { name: building.name })}
            >
              <Caption1>
                {t('retreatCenters.buildings.confirmRemove', {
                  name: building.name,
                  count: building.rooms.length,
                })}
              </Caption1>
              <Button
                size="small"
                appearance="primary"
                onClick={props.onRemove}
                data-testid="confirm-remove-building"
              >
                {t('retreatCenters.buildings.remove')}
              </Button>
              <Button size="small" onClick={() => setConfirming(false)}>
                {t('retreatCenters.cancel')}
              </Button>
            </div>
          ) : (
            <div className={styles.actions}>
              <Button size="small" onClick={() => setEditing(true)}>
                {t('retreatCenters.buildings.edit')}
              </Button>
              <Button
                size="small"
                appearance="subtle"
                onClick={() => setConfirming(true)}
                aria-label={t('retreatCenters.buildings.removeLabel', { name: building.name })}
              >
                {t('retreatCenters.buildings.remove')}
              </Button>
            </div>
          )}
        </div>
      )}
      <RoomsEditor
        building={building}
        errorOf={(room) => errorAt(props.error, ['buildings', index, 'rooms', room])}
        onChange={props.onChange}
      />
    </section>
  );
}

/** The centre's buildings in its form: each saved into the centre (which then shows it is modified). */
export function BuildingsEditor(props: {
  readonly buildings: readonly BuildingDraft[];
  readonly error: ErrorOf;
  readonly onChange: (buildings: readonly BuildingDraft[]) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const [adding, setAdding] = useState<BuildingDraft | null>(null);
  const { buildings } = props;
  const listError =
    props.error('buildings') && !buildings.some((_, i) => errorAt(props.error, ['buildings', i]));
  return (
    <div className={styles.section}>
      <Subtitle1 as="h3" block>
        {t('retreatCenters.buildings.title')}
      </Subtitle1>
      {buildings.length === 0 && !adding && <Caption1>{t('retreatCenters.buildings.none')}</Caption1>}
      {listError && (
        <Caption1 className={styles.error} role="alert">
          {props.error('buildings')}
        </Caption1>
      )}
      {buildings.map((building, index) => (
        <BuildingCard
          key={building.key}
          building={building}
          index={index}
          error={props.error}
          onChange={(changed) => props.onChange(upsert(buildings, changed))}
          onRemove={() => props.onChange(withoutKey(buildings, building.key))}
        />
      ))}
      {adding ? (
        <BuildingEditor
          building={adding}
          onSave={(saved) => {
            props.onChange([...buildings, saved]);
            setAdding(null);
          }}
          onCancel={() => setAdding(null)}
        />
      ) : (
        <div>
          <Button onClick={() => setAdding(newBuilding())} data-testid="building-add">
            {t('retreatCenters.buildings.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
