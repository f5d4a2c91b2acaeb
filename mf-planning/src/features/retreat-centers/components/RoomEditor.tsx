import { Caption1, Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { Checkbox, Textarea } from '@cenacle/kit/ui-extended';
import { BATHROOM_FITTINGS, ROOM_HEADER_PREVIEW_LENGTH } from '@cenacle/shared-domain/lodging/rules';
import { useTranslation } from 'react-i18next';
import type { RoomDraft } from '../center-draft.ts';
import { useRoomForm } from '../hooks/useRoomForm.ts';
import { RoomSummary } from './RoomSummary.tsx';
import { SubForm } from './SubForm.tsx';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    '> *': { flexGrow: 1, flexBasis: '8rem' },
  },
  fittings: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  error: { flexBasis: '100%', color: tokens.colorPaletteRedForeground1 },
});

type NumberField = 'beds' | 'roomNumber' | 'bedNumber' | 'floor';

/** A room's fields (spec §3 Room), with its header as it will show; saving hands it back to its building. */
export function RoomEditor(props: {
  readonly room: RoomDraft;
  readonly onSave: (room: RoomDraft) => void;
  readonly onCancel: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const form = useRoomForm(props.room, props.onSave);
  const number = (field: NumberField, required = false) => (
    <Field
      label={t(`retreatCenters.rooms.field.${field}`)}
      required={required}
      validationMessage={form.error(field)}
    >
      <Input inputMode="numeric" value={form.values[field]} onChange={(_, d) => form.set(field, d.value)} />
    </Field>
  );
  return (
    <SubForm
      testId="room-editor"
      label={props.room.id ? t('retreatCenters.rooms.edit') : t('retreatCenters.rooms.newTitle')}
      saveLabel={t('retreatCenters.rooms.save')}
      cancelLabel={t('retreatCenters.cancel')}
      busy={form.submitting}
      onSave={() => void form.submit()}
      onCancel={props.onCancel}
    >
      <Field label={t('retreatCenters.rooms.field.name')} required validationMessage={form.error('name')}>
        <Input value={form.values.name} onChange={(_, d) => form.set('name', d.value)} />
      </Field>
      <div className={styles.row}>
        {number('roomNumber')}
        {number('beds', true)}
        {number('bedNumber')}
        {number('floor')}
      </div>
      <Checkbox
        label={t('retreatCenters.rooms.field.spaceForMattress')}
        checked={form.values.spaceForMattress}
        onChange={(_, d) => form.set('spaceForMattress', d.checked === true)}
      />
      {/* Not in a Field: a Field hands its one id to every checkbox inside it, and the labels would all tick the first. */}
      <fieldset className={styles.fittings}>
        <legend className={styles.legend}>{t('retreatCenters.rooms.field.bathroom')}</legend>
        {BATHROOM_FITTINGS.map((fitting) => (
          <Checkbox
            key={fitting}
            label={t(`retreatCenters.bathroom.${fitting}`)}
            checked={form.values.bathroom.includes(fitting)}
            onChange={(_, d) =>
              form.set(
                'bathroom',
                d.checked === true
                  ? BATHROOM_FITTINGS.filter((f) => f === fitting || form.values.bathroom.includes(f))
                  : form.values.bathroom.filter((f) => f !== fitting),
              )
            }
          />
        ))}
        {form.error('bathroom') && (
          <Caption1 className={styles.error} role="alert">
            {form.error('bathroom')}
          </Caption1>
        )}
      </fieldset>
      <Field
        label={t('retreatCenters.rooms.field.description')}
        hint={t('retreatCenters.rooms.descriptionHint', { length: ROOM_HEADER_PREVIEW_LENGTH })}
        validationMessage={form.error('description')}
      >
        <Textarea
          value={form.values.description}
          resize="vertical"
          onChange={(_, d) => form.set('description', d.value)}
        />
      </Field>
      <RoomSummary room={form.values} />
    </SubForm>
  );
}
