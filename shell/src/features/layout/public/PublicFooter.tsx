import { Link } from '@cenacle/kit/router';
import { useTranslation } from 'react-i18next';
import { COPYRIGHT_YEAR, SOCIAL_LINKS } from '../frame/footer-links.ts';
import styles from './public-layout.module.css';

/** Spec §2 Layout: two social-media links and the privacy policy link. */
export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <span>{t('global.footer.copyright', { year: COPYRIGHT_YEAR })}</span>
      {SOCIAL_LINKS.map((link) => (
        <a key={link.key} href={link.href} target="_blank" rel="noreferrer">
          {t(link.key)}
        </a>
      ))}
      <Link to="/privacy-policy">{t('global.footer.privacyPolicy')}</Link>
    </footer>
  );
}
