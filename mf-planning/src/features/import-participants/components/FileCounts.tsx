import { makeStyles, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import type { SkipReason } from '@cenacle/shared-domain/participants/rules';
import { useTranslation } from 'react-i18next';
import type { fileCounts } from '../hooks/import-outcomes.ts';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** What the file holds as mapped now, before anything is sent (spec §5: classified by level). */
export function FileCounts(props: { readonly counts: ReturnType<typeof fileCounts> }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const { counts } = props;
  const reasons = Object.entries(counts.reasons) as [SkipReason, number][];
  return (
    <section data-testid="import-file-counts">
      <Subtitle2 as="h3" block>
        {t('importParticipants.counts.title')}
      </Subtitle2>
      <ul className={styles.list}>
        <li data-testid="count-participants">
          {t('importParticipants.counts.participants', { count: counts.participants })}
        </li>
        <li data-testid="count-servants">
          {t('importParticipants.counts.servants', { count: counts.servants })}
        </li>
        <li data-testid="count-children">
          {t('importParticipants.counts.children', { count: counts.children })}
        </li>
        <li data-testid="count-skipped">
          {t('importParticipants.counts.skipped', { count: counts.skipped })}
          {reasons.length > 0 && (
            <ul className={styles.list}>
              {reasons.map(([reason, count]) => (
                <li key={reason}>
                  <Text>
                    {t('importParticipants.reasonCount', {
                      reason: t(`importParticipants.reason.${reason}`),
                      count,
                    })}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </li>
      </ul>
    </section>
  );
}
