import { useSearchParams } from '@cenacle/kit/router';
import { MessageBar, MessageBarBody, makeStyles, QueryView, Text, Title2, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { CONFERENCE_MERGE_SEASON } from '@cenacle/shared-domain/conferences/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyMove, useConferencePlan } from '../hooks/useConferencePlan.ts';
import { PlanColumnView } from './PlanColumnView.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  columns: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(240px, 1fr)',
    gap: tokens.spacingHorizontalM,
    overflowX: 'auto',
  },
});

/** `/merge-conferences?session={id}`: a summer session's conferences, a column per level. */
export function MergeConferencesPage() {
  const { t } = useTranslation('planning');
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return (
    <section data-testid="merge-conferences-page">
      <Title2 as="h1" block>
        {t('mergeConferences.title')}
      </Title2>
      {sessionId ? (
        <Plan key={sessionId} sessionId={sessionId} />
      ) : (
        <Text>{t('mergeConferences.noSession')}</Text>
      )}
    </section>
  );
}

function Plan({ sessionId }: { readonly sessionId: string }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const [lang, setLang] = useState<string | null>(null);
  const plan = useConferencePlan(sessionId, lang);
  const onMove = useApplyMove(sessionId, lang);
  return (
    <QueryView query={plan} isEmpty={(p) => p.columns.length === 0} empty={t('mergeConferences.noLevels')}>
      {(current) =>
        current.season !== CONFERENCE_MERGE_SEASON ? (
          <MessageBar intent="warning" data-testid="merge-not-summer">
            <MessageBarBody>{t('mergeConferences.notSummer')}</MessageBarBody>
          </MessageBar>
        ) : (
          <div className={styles.page}>
            {current.langs.length > 1 && (
              <Select
                aria-label={t('mergeConferences.language')}
                value={current.lang}
                onChange={(_, d) => setLang(d.value)}
              >
                {current.langs.map((l) => (
                  <option key={l} value={l}>
                    {t(`conferences.languages.${l}`)}
                  </option>
                ))}
              </Select>
            )}
            <div className={styles.columns} data-testid="merge-columns">
              {current.columns.map((column) => (
                <PlanColumnView key={column.level} column={column} onMove={onMove} />
              ))}
            </div>
          </div>
        )
      }
    </QueryView>
  );
}
