import { Body1, RouterLink, Title2 } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <section data-testid="forbidden-page">
      <Title2 as="h1" block>
        {t('pages.forbidden.title')}
      </Title2>
      <Body1 as="p" block>
        {t('pages.forbidden.message')}
      </Body1>
      <RouterLink to="/">{t('pages.backHome')}</RouterLink>
    </section>
  );
}
