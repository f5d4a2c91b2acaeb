import { Body1, Title2 } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section data-testid="not-found-page">
      <Title2 as="h1">{t('pages.notFound.title')}</Title2>
      <Body1 as="p">{t('pages.notFound.message')}</Body1>
      <Link to="/">{t('pages.backHome')}</Link>
    </section>
  );
}
