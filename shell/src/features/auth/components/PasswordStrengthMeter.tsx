import { useAuth } from '@cenacle/kit';
import { makeStyles, tokens } from '@cenacle/kit/ui';
import {
  type PasswordEstimate,
  type PasswordStrengthLevel,
  passwordStrengthLevel,
  passwordVerdict,
} from '@cenacle/shared-domain/identity/rules';
import { useEffect, useState } from 'react';
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

/** zxcvbn and its dictionaries (a few hundred kB): loaded once a new-password field shows. */
function useEstimate(): PasswordEstimate | null {
  const [estimate, setEstimate] = useState<{ readonly run: PasswordEstimate } | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('../password-estimator.ts').then((m) => {
      if (mounted) setEstimate({ run: m.estimatePassword });
    });
    return () => {
      mounted = false;
    };
  }, []);
  return estimate?.run ?? null;
}

/**
 * The level the meter shows: the server's own verdict (zxcvbn, with the signed-in user's name and
 * e-mail) once the dictionaries are in; until then the spec's score, never above 2.
 */
function levelOf(password: string, personal: readonly string[], estimate: PasswordEstimate | null) {
  if (!password) return 0;
  if (!estimate) return Math.min(passwordStrengthLevel(password), 2) as PasswordStrengthLevel;
  return passwordVerdict(password, personal, estimate).level;
}

/** The password strength meter (spec §5) under a new password: five segments, the server's verdict. */
export function PasswordStrengthMeter(props: { readonly password: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const estimate = useEstimate();
  const account = useAuth((state) => state.account);
  const personal = account ? [account.login, account.email, account.firstName, account.lastName] : [];
  const level = levelOf(props.password, personal, estimate);
  const colour = level > 0 ? COLOURS[level - 1] : undefined;
  return (
    <div
      className={styles.meter}
      data-testid="password-strength"
      data-level={level}
      data-ready={estimate !== null}
    >
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
