import { makeStyles, tokens } from '@cenacle/kit/ui';
import { passwordStrengthLevel } from '@cenacle/shared-domain/identity/rules';
import { useTranslation } from 'react-i18next';

/** The spec's five colours, weakest first. */
const COLOURS = ['#F00', '#F90', '#FF0', '#9F0', '#0F0'] as const;

const useStyles = makeStyles({
  meter: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  bar: { display: 'flex', gap: '2px' },
  segment: {
    width: '24px',
    height: '6px',
    borderRadius: '2px',
    backgroundColor: tokens.colorNeutralBackground5,
  },
});

/** The password strength meter (spec §5) under a new password: five segments by the spec's score. */
export function PasswordStrengthMeter(props: { readonly password: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const level = props.password ? passwordStrengthLevel(props.password) : 0;
  const colour = level > 0 ? COLOURS[level - 1] : undefined;
  return (
    <div className={styles.meter} data-testid="password-strength" data-level={level}>
      <span>{t('account.password.strength')}</span>
      <div className={styles.bar} aria-hidden="true">
        {COLOURS.map((c, index) => (
          <span
            key={c}
            className={styles.segment}
            style={index < level && colour ? { backgroundColor: colour } : undefined}
          />
        ))}
      </div>
      <span>{level}/5</span>
    </div>
  );
}
