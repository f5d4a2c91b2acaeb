import { useNavigate } from '@cenacle/kit/router';
import { Body1, Button, makeStyles, RouterLink, Title2, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  ways: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

/** 403: the person is signed in but may not open this page; back where he came from, or home. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  // A page opened straight from its address has nowhere to go back to within the app.
  const canGoBack = typeof window !== 'undefined' && (window.history.state?.idx ?? 0) > 0;
  return (
    <section data-testid="forbidden-page">
      <Title2 as="h1" block>
        {t('pages.forbidden.title')}
      </Title2>
      <Body1 as="p" block>
        {t('pages.forbidden.message')}
      </Body1>
      <div className={styles.ways}>
        {canGoBack && (
          <Button appearance="primary" data-testid="forbidden-back" onClick={() => navigate(-1)}>
            {t('pages.back')}
          </Button>
        )}
        <RouterLink to="/" data-testid="forbidden-home">
          {t('pages.backHome')}
        </RouterLink>
      </div>
    </section>
  );
}
