import { Body1, RouterLink, Title2 } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section data-testid="not-found-page">
      <Title2 as="h1" block>
        {t('pages.notFound.title')}
      </Title2>
      <Body1 as="p" block>
        {t('pages.notFound.message')}
      </Body1>
      <RouterLink to="/">{t('pages.backHome')}</RouterLink>
    </section>
  );
}
