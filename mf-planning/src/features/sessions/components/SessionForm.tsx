import { Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { SEASONS } from '@cenacle/shared-domain/organisation/rules';
import { useTranslation } from 'react-i18next';
import type { BranchOption } from '../hooks/useBranchOptions.ts';
import type { useSessionForm } from '../hooks/useSessionForm.ts';
import { LevelsEditor } from './LevelsEditor.tsx';

const useStyles = makeStyles({
  dates: { display: 'flex', gap: tokens.spacingHorizontalM, '> *': { flexGrow: 1 } },
});

interface SessionFormProps {
  readonly form: ReturnType<typeof useSessionForm>;
  readonly branches: readonly BranchOption[];
}

/** Branch, season, dates and levels; the contract's and the server's errors next to each field. */
export function SessionForm({ form, branches }: SessionFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const message = (field: 'season' | 'branchId' | 'dateFrom' | 'dateTo' | 'levels') => form.error(field);

  return (
    <>
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
    </>
  );
}
