import { Field, Input } from '@cenacle/kit/ui';
import { FormDialog, Select } from '@cenacle/kit/ui-extended';
import type { Responsibility } from '@cenacle/shared-domain/responsibilities/contracts';
import { RESPONSIBILITY_TYPES } from '@cenacle/shared-domain/responsibilities/rules';
import { useTranslation } from 'react-i18next';
import { useResponsibilityForm } from '../hooks/useResponsibilityForm.ts';

interface ResponsibilityDialogProps {
  readonly sessionId: string;
  readonly levels: readonly string[];
  /** null: a new responsibility. */
  readonly editing: Responsibility | null;
  readonly onClose: () => void;
}

/** Create or edit a responsibility of the session: name (required), type, level. */
export function ResponsibilityDialog({ sessionId, levels, editing, onClose }: ResponsibilityDialogProps) {
  const { t } = useTranslation('planning');
  const form = useResponsibilityForm(sessionId, editing, onClose);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t(editing ? 'responsibilities.form.edit' : 'responsibilities.form.add')}
      submitLabel={t('responsibilities.form.save')}
      form={form}
      testId="responsibility-form"
    >
      <Field label={t('responsibilities.form.name')} required validationMessage={form.error('name')}>
        <Input name="name" value={form.values.name} onChange={(_, d) => form.set('name', d.value)} />
      </Field>
      <Field label={t('responsibilities.form.type')} validationMessage={form.error('type')}>
        <Select name="type" value={form.values.type} onChange={(_, d) => form.set('type', d.value)}>
          <option value="">{t('responsibilities.form.noType')}</option>
          {RESPONSIBILITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`responsibilities.types.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('responsibilities.form.level')} validationMessage={form.error('level')}>
        <Select name="level" value={form.values.level} onChange={(_, d) => form.set('level', d.value)}>
          <option value="">{t('responsibilities.form.allLevels')}</option>
          {levels.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
