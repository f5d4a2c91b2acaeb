import { STAFF, useHasAuthority } from '@cenacle/kit';
import { Body1, Button, Title1 } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const staff = useHasAuthority(STAFF);
  return (
    <section>
      <Title1 as="h1" block>
        {t('home.title')}
      </Title1>
      <Body1 as="p" block>
        {t('home.lead')}
      </Body1>
      {staff && (
        <Button appearance="primary" onClick={() => navigate('/sessions')}>
          {t('home.toSessions')}
        </Button>
      )}
    </section>
  );
}
