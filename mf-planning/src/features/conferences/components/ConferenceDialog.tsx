import { Field, Input } from '@cenacle/kit/ui';
import { FormDialog, Select } from '@cenacle/kit/ui-extended';
import type { Conference } from '@cenacle/shared-domain/conferences/contracts';
import { SEASONS, type Season } from '@cenacle/shared-domain/organisation/rules';
import { LANG_KEYS, type LangKey } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';
import { useConferenceForm } from '../hooks/useConferenceForm.ts';
import { FilesField } from './FilesField.tsx';

interface ConferenceDialogProps {
  readonly levels: readonly string[];
  /** null: a new conference. */
  readonly editing: Conference | null;
  readonly onClose: () => void;
}

/** Create or edit a conference of the catalogue (admin). */
export function ConferenceDialog({ levels, editing, onClose }: ConferenceDialogProps) {
  const { t } = useTranslation('planning');
  const form = useConferenceForm(editing, onClose);
  const choice = (
    field: 'season' | 'level' | 'lang',
    options: readonly string[],
    label: (o: string) => string,
  ) => (
    <Field label={t(`conferences.form.${field}`)} required validationMessage={form.error(field)}>
      <Select name={field} value={form.values[field]} onChange={(_, d) => form.set(field, d.value)}>
        <option value="">{t('conferences.form.choose')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t(editing ? 'conferences.form.edit' : 'conferences.form.add')}
      submitLabel={t('conferences.form.save')}
      form={form}
      testId="conference-form"
    >
      {choice('season', SEASONS, (s) => t(`season.${s as Season}`))}
      {choice('level', levels, (l) => l)}
      {choice('lang', LANG_KEYS, (l) => t(`conferences.languages.${l as LangKey}`))}
      <Field label={t('conferences.form.name')} required validationMessage={form.error('name')}>
        <Input name="name" value={form.values.name} onChange={(_, d) => form.set('name', d.value)} />
      </Field>
      <Field label={t('conferences.form.number')} required validationMessage={form.error('number')}>
        <Input
          name="number"
          inputMode="numeric"
          value={form.values.number}
          onChange={(_, d) => form.set('number', d.value)}
        />
      </Field>
      <FilesField
        files={form.values.files}
        error={form.error('files')}
        onChange={(files) => form.set('files', files)}
      />
    </FormDialog>
  );
}
