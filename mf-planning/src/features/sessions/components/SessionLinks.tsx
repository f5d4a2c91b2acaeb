import { Button, makeStyles, RouterLink, tokens } from '@cenacle/kit/ui';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
});

/**
 * The settings modal's links (spec §2 Sessions): responsibility configuration, levels, the
 * registration form, the publish form, the servant list, the price list, and merge conferences
 * (summer sessions only). Screens of later issues open at their future addresses.
 */
export function SessionLinks(props: {
  readonly session: SchoolSession;
  readonly onEditLevels: () => void;
  readonly onPublish: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const session = encodeURIComponent(props.session.id.value);
  const link = (to: string, label: string, testId: string) => (
    <li>
      <RouterLink to={to} data-testid={testId}>
        {label}
      </RouterLink>
    </li>
  );
  return (
    <ul className={styles.list} data-testid="session-links">
      {link(
        `/responsibilities?session=${session}`,
        t('settings.links.responsibilities'),
        'link-responsibilities',
      )}
      <li>
        <Button appearance="transparent" onClick={props.onEditLevels} data-testid="link-levels">
          {t('settings.links.levels')}
        </Button>
      </li>
      {link(
        `/session-registration-form?session=${session}`,
        t('settings.links.registrationForm'),
        'link-registration-form',
      )}
      <li>
        <Button appearance="transparent" onClick={props.onPublish} data-testid="link-publish">
          {t('settings.links.publish')}
        </Button>
      </li>
      {link(`/servants?session=${session}`, t('settings.links.servants'), 'link-servants')}
      {link(`/price-list?session=${session}`, t('settings.links.priceList'), 'link-price-list')}
      {props.session.season === 'SUMMER' &&
        link(
          `/merge-conferences?session=${session}`,
          t('settings.links.mergeConferences'),
          'link-merge-conferences',
        )}
    </ul>
  );
}
