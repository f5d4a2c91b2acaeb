import { Card, Field, Input, makeStyles, Subtitle2, tokens } from '@cenacle/kit/ui';
import { FIXED_FIELDS } from '@cenacle/shared-domain/registration/rules';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

/** First name, last name, e-mail and level: on every form, always required, not editable. */
export function FixedFields() {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  return (
    <Card data-testid="fixed-fields">
      <Subtitle2 as="h2" block>
        {t('registrationForm.fixed.title')}
      </Subtitle2>
      <div className={styles.grid}>
        {FIXED_FIELDS.map((field) => (
          <Field
            key={field}
            label={t(`registrationForm.fixed.${field}`)}
            required
            hint={t('registrationForm.fixed.hint')}
          >
            <Input readOnly disabled value="" placeholder={t(`registrationForm.fixed.${field}`)} />
          </Field>
        ))}
      </div>
    </Card>
  );
}
