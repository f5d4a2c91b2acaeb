import {
  Button,
  Field,
  Input,
  makeStyles,
  QueryView,
  RouterLink,
  Text,
  Title2,
  tokens,
} from '@cenacle/kit/ui';
import { ConfirmDialog, Select } from '@cenacle/kit/ui-extended';
import type { Participant } from '@cenacle/shared-domain/participants/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTICIPANTS_PAGE } from '../api/participants.api.ts';
import { useDebounced } from '../hooks/useDebounced.ts';
import { useParticipantActions, useParticipants } from '../hooks/useParticipants.ts';
import { ParticipantSummary } from './ParticipantSummary.tsx';
import { ParticipantsTable } from './ParticipantsTable.tsx';
import { RegisterParticipantDialog } from './RegisterParticipantDialog.tsx';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
});

/** `/participants?session={id}`: the session's counts, filters, a page of participants and their actions. */
export function ParticipantsPage({ sessionId }: { readonly sessionId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const [level, setLevel] = useState('');
  const [typed, setTyped] = useState('');
  const text = useDebounced(typed.trim());
  const [page, setPage] = useState(0);
  const participants = useParticipants(sessionId, { level, text, page });
  const { confirm, cancel } = useParticipantActions();
  const [registering, setRegistering] = useState(false);
  const [cancelling, setCancelling] = useState<Participant | null>(null);
  const session = encodeURIComponent(sessionId);
  const levels = participants.data?.summary.perLevel.map((l) => l.level) ?? [];
  const filterBy = (apply: () => void) => {
    apply();
    setPage(0);
  };
  return (
    <section data-testid="participants-page">
      <div className={styles.header}>
        <Title2 as="h1">{t('participants.title')}</Title2>
        <div className={styles.row}>
          <RouterLink
            to={`/session-registration-form?session=${session}`}
            data-testid="link-registration-form"
          >
            {t('participants.links.registrationForm')}
          </RouterLink>
          <RouterLink to={`/import-participants?session=${session}`} data-testid="link-import">
            {t('participants.links.import')}
          </RouterLink>
          <RouterLink to={`/participant-mails?session=${session}`} data-testid="link-mails">
            {t('participants.links.mails')}
          </RouterLink>
          <Button
            appearance="primary"
            data-testid="register-participant"
            onClick={() => setRegistering(true)}
          >
            {t('participants.register')}
          </Button>
        </div>
      </div>
      <div className={styles.row}>
        <Field label={t('participants.filter.level')}>
          <Select
            data-testid="level-filter"
            value={level}
            onChange={(_, data) => filterBy(() => setLevel(data.value))}
          >
            <option value="">{t('participants.filter.allLevels')}</option>
            {[...new Set([...levels, ...(level ? [level] : [])])].map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('participants.filter.text')}>
          <Input
            type="search"
            data-testid="text-filter"
            value={typed}
            onChange={(_, data) => filterBy(() => setTyped(data.value))}
          />
        </Field>
      </div>
      <QueryView query={participants} loadingLabel={t('participants.loading')}>
        {(data) => (
          <>
            <ParticipantSummary summary={data.summary} />
            {data.items.length === 0 ? (
              <Text data-testid="participants-empty">{t('participants.empty')}</Text>
            ) : (
              <ParticipantsTable
                participants={data.items}
                confirming={confirm.isPending ? (confirm.variables?.id.value ?? null) : null}
                onConfirm={(p) => confirm.mutate(p)}
                onCancel={setCancelling}
              />
            )}
            {data.total > PARTICIPANTS_PAGE && (
              <div className={styles.row} data-testid="participants-paging">
                <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {t('participants.paging.previous')}
                </Button>
                <Text>
                  {t('participants.paging.page', {
                    page: page + 1,
                    pages: Math.ceil(data.total / PARTICIPANTS_PAGE),
                    total: data.total,
                  })}
                </Text>
                <Button
                  disabled={(page + 1) * PARTICIPANTS_PAGE >= data.total}
                  onClick={() => setPage(page + 1)}
                >
                  {t('participants.paging.next')}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryView>
      {registering && (
        <RegisterParticipantDialog
          sessionId={sessionId}
          levels={levels}
          onClose={() => setRegistering(false)}
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('participants.cancelTitle')}
        confirmLabel={t('participants.cancel')}
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling, { onSettled: () => setCancelling(null) });
        }}
      >
        {cancelling &&
          t('participants.cancelQuestion', { name: `${cancelling.firstname} ${cancelling.lastname}` })}
      </ConfirmDialog>
    </section>
  );
}
