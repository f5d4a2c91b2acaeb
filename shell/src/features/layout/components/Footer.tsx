import { Link as FluentLink, makeStyles, RouterLink, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { COPYRIGHT_YEAR, SOCIAL_LINKS } from '../frame/footer-links.ts';

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

export function Footer() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <span>{t('global.footer.copyright', { year: COPYRIGHT_YEAR })}</span>
      {SOCIAL_LINKS.map((link) => (
        <FluentLink key={link.key} href={link.href} target="_blank" rel="noreferrer">
          {t(link.key)}
        </FluentLink>
      ))}
      <RouterLink to="/privacy-policy">{t('global.footer.privacyPolicy')}</RouterLink>
    </footer>
  );
}
