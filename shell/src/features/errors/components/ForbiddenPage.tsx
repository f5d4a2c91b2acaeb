import { Body1, Title2 } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <section data-testid="forbidden-page">
      <Title2 as="h1">{t('pages.forbidden.title')}</Title2>
      <Body1 as="p">{t('pages.forbidden.message')}</Body1>
      <Link to="/">{t('pages.backHome')}</Link>
    </section>
  );
}
