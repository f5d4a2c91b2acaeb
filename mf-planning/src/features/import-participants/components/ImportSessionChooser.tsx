import { useSearchParams } from '@cenacle/kit/router';
import { Field, QueryView, Text, Title2 } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { useSessions } from '../../sessions/hooks/useSessions.ts';
import { useSessionLabel } from '../hooks/useSessionLabel.ts';

/** `/import-participants` without `?session=`: the session to import into is chosen first. */
export function ImportSessionChooser() {
  const { t } = useTranslation('planning');
  const sessions = useSessions();
  const labelOf = useSessionLabel();
  const [, setParams] = useSearchParams();
  return (
    <section data-testid="import-session-chooser">
      <Title2 as="h1" block>
        {t('importParticipants.title')}
      </Title2>
      <Text as="p">{t('importParticipants.chooseSession')}</Text>
      <QueryView
        query={sessions}
        isEmpty={(list) => list.length === 0}
        empty={t('importParticipants.noSessions')}
      >
        {(list) => (
          <Field label={t('importParticipants.session')}>
            <Select
              value=""
              data-testid="import-session"
              onChange={(_, data) => {
                if (data.value) setParams({ session: data.value });
              }}
            >
              <option value="">{t('importParticipants.sessionPlaceholder')}</option>
              {list.map((session) => (
                <option key={session.id.value} value={session.id.value}>
                  {labelOf(session)}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </QueryView>
    </section>
  );
}
