import { Field, MessageBar, MessageBarBody, makeStyles, Subtitle2, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { FIXED_IMPORT_FIELDS, type FixedImportField } from '@cenacle/shared-domain/participants/rules';
import { useTranslation } from 'react-i18next';
import type { ImportPlan } from '../mapping/import-plan.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
});

/** A column for each fixed, always-required field; which ones are still missing blocks the import. */
export function FieldMapping(props: {
  readonly headers: readonly string[];
  readonly fields: ImportPlan['fields'];
  readonly unmapped: readonly FixedImportField[];
  readonly disabled: boolean;
  readonly onChange: (field: FixedImportField, column: string | null) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const fieldName = (field: FixedImportField) => t(`importParticipants.mapping.field.${field}`);
  return (
    <section>
      <Subtitle2 as="h3" block>
        {t('importParticipants.mapping.fields')}
      </Subtitle2>
      <div className={styles.grid}>
        {FIXED_IMPORT_FIELDS.map((field) => (
          <Field key={field} label={fieldName(field)} required>
            <Select
              value={props.fields[field] ?? ''}
              disabled={props.disabled}
              data-testid={`map-field-${field}`}
              onChange={(_, data) => props.onChange(field, data.value || null)}
            >
              <option value="">{t('importParticipants.mapping.noColumn')}</option>
              {props.headers.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </div>
      {props.unmapped.length > 0 && (
        <MessageBar intent="warning" data-testid="unmapped-fields">
          <MessageBarBody>
            {t('importParticipants.mapping.unmapped', { fields: props.unmapped.map(fieldName).join(', ') })}
          </MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
