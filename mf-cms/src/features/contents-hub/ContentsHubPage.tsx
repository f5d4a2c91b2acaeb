import { Body1, Card, makeStyles, RouterLink, Subtitle1, Title2, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { SECTION_PAGES } from '../sections/section-pages.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalM,
    padding: 0,
    listStyleType: 'none',
  },
});

/** `/configurable-contents`: the pages of the public site whose sections staff write. */
export function ContentsHubPage() {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  return (
    <section data-testid="contents-hub">
      <Title2 as="h1" block>
        {t('hub.title')}
      </Title2>
      <ul className={styles.grid}>
        {SECTION_PAGES.map((page) => (
          <li key={page.path}>
            <Card>
              <Subtitle1 as="h2" block>
                <RouterLink to={`/${page.path}`}>{t(`pages.${page.location}.title`)}</RouterLink>
              </Subtitle1>
              <Body1>{t(`pages.${page.location}.description`)}</Body1>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
