import { Link, makeStyles, Text, tokens } from '@cenacle/kit/ui';
import { PARTICIPANT_EXPORTS } from '@cenacle/shared-domain/participants/rules';
import { useTranslation } from 'react-i18next';
import { exportUrl } from '../api/participants.api.ts';

const useStyles = makeStyles({
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'baseline' },
});

/** The session's lists as CSV (semicolon separated), downloaded straight from the API. */
export function ExportLinks({ sessionId }: { readonly sessionId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  return (
    <div className={styles.links} data-testid="participant-exports">
      <Text>{t('participants.export.title')}</Text>
      {PARTICIPANT_EXPORTS.map((list) => (
        <Link
          key={list}
          href={exportUrl(sessionId, list)}
          download={`${list}-${sessionId}.csv`}
          data-testid={`export-${list}`}
        >
          {t(`participants.export.${list}`)}
        </Link>
      ))}
    </div>
  );
}
