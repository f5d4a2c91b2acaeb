import { Link } from '@cenacle/kit/router';
import { ABOUT_US_PREVIEW_LENGTH, shortenText } from '@cenacle/shared-domain/content/rules';
import { useTranslation } from 'react-i18next';
import { useAboutUs } from '../hooks/useAboutUs.ts';

/**
 * The home page's word about the community: its main about-us entries as previews, with the way to
 * /about-us. Nothing while they load or when there are none (the home page has enough to show).
 */
export function AboutUsOnHome() {
  const { t } = useTranslation('public');
  const main = useAboutUs('main');
  if (!main.data || main.data.length === 0) return null;
  return (
    <section aria-labelledby="home-about-us" data-testid="home-about-us">
      <h2 id="home-about-us">{t('home.aboutUs')}</h2>
      {main.data.map((entry) => (
        <article key={entry.id.value}>
          <h3>{entry.title}</h3>
          <p>{shortenText(entry.content, ABOUT_US_PREVIEW_LENGTH)}</p>
        </article>
      ))}
      <p>
        <Link to="/about-us">{t('home.moreAboutUs')}</Link>
      </p>
    </section>
  );
}
