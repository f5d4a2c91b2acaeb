import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import site from '../../site/components/site.module.css';

const SECTIONS = ['controller', 'data', 'purpose', 'retention', 'rights', 'cookies'] as const;

/** `/privacy-policy`: the community's privacy policy, translated. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('public');
  return (
    <PublicPage title={t('privacy.pageTitle')} description={t('privacy.description')}>
      <h1>{t('privacy.heading')}</h1>
      <p className={site.lead}>{t('privacy.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`privacy.${section}.title`)}</h2>
          <p>{t(`privacy.${section}.text`)}</p>
        </section>
      ))}
    </PublicPage>
  );
}
