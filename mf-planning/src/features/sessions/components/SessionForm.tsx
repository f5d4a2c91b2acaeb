import { serverFieldError } from '@cenacle/kit';
import { Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { SEASONS } from '../api/seasons.ts';
import type { BranchOption } from '../hooks/useBranchOptions.ts';
import type { useSessionForm } from '../hooks/useSessionForm.ts';
import { LevelsEditor } from './LevelsEditor.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  dates: { display: 'flex', gap: tokens.spacingHorizontalM, '> *': { flexGrow: 1 } },
});

interface SessionFormProps {
  readonly form: ReturnType<typeof useSessionForm>;
  readonly branches: readonly BranchOption[];
  /** The failed save, whose field errors show next to the fields. */
  readonly error: unknown;
}

export function SessionForm({ form, branches, error }: SessionFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const { t: tc } = useTranslation();
  const message = (field: 'season' | 'branchId' | 'dateFrom' | 'dateTo' | 'levels') => {
    const local = field === 'season' || field === 'branchId' ? form.errors[field] : undefined;
    return local ? tc(local) : serverFieldError(error, field);
  };

  return (
    <div className={styles.form}>
      <Field label={t('form.branch')} required validationMessage={message('branchId')}>
        <Select
          value={form.values.branchId}
          onChange={(_, d) => form.set('branchId', d.value)}
          name="branchId"
        >
          <option value="">{t('form.choose')}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('form.season')} required validationMessage={message('season')}>
        <Select value={form.values.season} onChange={(_, d) => form.set('season', d.value)} name="season">
          <option value="">{t('form.choose')}</option>
          {SEASONS.map((s) => (
            <option key={s} value={s}>
              {t(`season.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.dates}>
        <Field label={t('form.dateFrom')} validationMessage={message('dateFrom')}>
          <Input
            type="date"
            name="dateFrom"
            value={form.values.dateFrom}
            onChange={(_, d) => form.set('dateFrom', d.value)}
          />
        </Field>
        <Field label={t('form.dateTo')} validationMessage={message('dateTo')}>
          <Input
            type="date"
            name="dateTo"
            value={form.values.dateTo}
            onChange={(_, d) => form.set('dateTo', d.value)}
          />
        </Field>
      </div>
      <Field label={t('form.levels')} validationMessage={message('levels')}>
        {(props) => (
          <LevelsEditor
            id={props.id ?? 'levels'}
            levels={form.values.levels}
            onAdd={form.addLevel}
            onRemove={form.removeLevel}
          />
        )}
      </Field>
    </div>
  );
}
