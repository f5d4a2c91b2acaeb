import { Link as FluentLink, makeStyles, RouterLink, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
  },
});

/** Spec §9: copyright year 2025. */
const COPYRIGHT_YEAR = 2025;

export function Footer() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <span>{t('global.footer.copyright', { year: COPYRIGHT_YEAR })}</span>
      <FluentLink href="https://www.facebook.com/" target="_blank" rel="noreferrer">
        {t('global.footer.facebook')}
      </FluentLink>
      <FluentLink href="https://www.youtube.com/" target="_blank" rel="noreferrer">
        {t('global.footer.youtube')}
      </FluentLink>
      <RouterLink to="/privacy-policy">{t('global.footer.privacyPolicy')}</RouterLink>
    </footer>
  );
}
