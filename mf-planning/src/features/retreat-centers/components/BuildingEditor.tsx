import { Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { Switch, Textarea } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { PhotoField } from '../../files/PhotoField.tsx';
import type { BuildingDraft } from '../center-draft.ts';
import { useBuildingForm } from '../hooks/useBuildingForm.ts';
import { AttachmentsField } from './AttachmentsField.tsx';
import { SubForm } from './SubForm.tsx';

const useStyles = makeStyles({
  pair: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', '> *': { flexGrow: 1 } },
});

/** A building's own fields (spec §3 Building); saving them hands the building back to the centre. */
export function BuildingEditor(props: {
  readonly building: BuildingDraft;
  readonly onSave: (building: BuildingDraft) => void;
  readonly onCancel: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const form = useBuildingForm(props.building, props.onSave);
  return (
    <SubForm
      testId="building-editor"
      label={props.building.id ? t('retreatCenters.buildings.edit') : t('retreatCenters.buildings.newTitle')}
      saveLabel={t('retreatCenters.buildings.save')}
      cancelLabel={t('retreatCenters.cancel')}
      busy={form.submitting}
      onSave={() => void form.submit()}
      onCancel={props.onCancel}
    >
      <div className={styles.pair}>
        <Field
          label={t('retreatCenters.buildings.field.name')}
          required
          validationMessage={form.error('name')}
        >
          <Input value={form.values.name} onChange={(_, d) => form.set('name', d.value)} />
        </Field>
        <Switch
          label={t('retreatCenters.buildings.field.lift')}
          checked={form.values.lift}
          onChange={(_, d) => form.set('lift', d.checked)}
        />
      </div>
      <Field label={t('retreatCenters.buildings.field.photo')} validationMessage={form.error('photo')}>
        {(field) => (
          <PhotoField
            id={field.id ?? 'building-photo'}
            value={form.values.photo}
            alt={t('retreatCenters.photo.alt', { name: form.values.name })}
            testIds={{ preview: 'building-photo-preview', input: 'building-photo-input' }}
            onChange={(photo) => form.set('photo', photo)}
          />
        )}
      </Field>
      <Field
        label={t('retreatCenters.buildings.field.attachments')}
        validationMessage={form.error('attachments')}
      >
        {(field) => (
          <AttachmentsField
            id={field.id ?? 'building-attachments'}
            files={form.values.attachments}
            onChange={(files) => form.set('attachments', files)}
          />
        )}
      </Field>
      <Field
        label={t('retreatCenters.buildings.field.description')}
        validationMessage={form.error('description')}
      >
        <Textarea
          value={form.values.description}
          resize="vertical"
          onChange={(_, d) => form.set('description', d.value)}
        />
      </Field>
    </SubForm>
  );
}
