import { Body1, Button, makeStyles, Title1, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNavEntries } from '../../remotes/hooks/useNavEntries.ts';

const useStyles = makeStyles({
  modules: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export function HomePage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries = useNavEntries();
  return (
    <section>
      <Title1 as="h1" block>
        {t('home.title')}
      </Title1>
      <Body1 as="p" block>
        {t('home.lead')}
      </Body1>
      <div className={styles.modules}>
        {entries.map((entry) => (
          <Button key={entry.to} appearance="primary" onClick={() => navigate(entry.to)}>
            {entry.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
