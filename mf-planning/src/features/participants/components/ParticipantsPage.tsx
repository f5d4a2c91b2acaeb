import {
  Button,
  Field,
  Input,
  makeStyles,
  OpenableLink,
  QueryView,
  Text,
  Title2,
  tokens,
} from '@cenacle/kit/ui';
import { ConfirmDialog, Select, Tab, TabList } from '@cenacle/kit/ui-extended';
import type { Participant } from '@cenacle/shared-domain/participants/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessions } from '../../sessions/hooks/useSessions.ts';
import { PARTICIPANTS_PAGE } from '../api/participants.api.ts';
import { useDebounced } from '../hooks/useDebounced.ts';
import { useParticipantActions, useParticipants } from '../hooks/useParticipants.ts';
import { PARTICIPANT_VIEWS, useViewPreference } from '../hooks/useViewPreference.ts';
import { ExportLinks } from './ExportLinks.tsx';
import { IndexBookDialog } from './IndexBookDialog.tsx';
import type { ParticipantHandlers } from './ParticipantActions.tsx';
import { ParticipantColumns } from './ParticipantColumns.tsx';
import { ParticipantDialog } from './ParticipantDialog.tsx';
import { ParticipantSummary } from './ParticipantSummary.tsx';
import { ParticipantsTable } from './ParticipantsTable.tsx';

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
  // The participant form: null closed, 'new' registering, else the registration in preview.
  const [open, setOpen] = useState<Participant | 'new' | null>(null);
  const [indexing, setIndexing] = useState<Participant | null>(null);
  const [cancelling, setCancelling] = useState<Participant | null>(null);
  const [view, setView] = useViewPreference();
  const handlers: ParticipantHandlers = {
    confirming: confirm.isPending ? (confirm.variables?.id.value ?? null) : null,
    onOpen: setOpen,
    onConfirm: (p) => confirm.mutate(p),
    onIndex: setIndexing,
    onCancel: setCancelling,
  };
  const Listing = view === 'columns' ? ParticipantColumns : ParticipantsTable;
  const session = encodeURIComponent(sessionId);
  const levels = participants.data?.summary.perLevel.map((l) => l.level) ?? [];
  // A registration offers the session's own levels (and keeps one the participant already has).
  const sessionLevels =
    useSessions()
      .data?.find((s) => s.id.value === sessionId)
      ?.levels.map((l) => l.name) ?? levels;
  const filterBy = (apply: () => void) => {
    apply();
    setPage(0);
  };
  return (
    <section data-testid="participants-page">
      <div className={styles.header}>
        <Title2 as="h1" block>
          {t('participants.title')}
        </Title2>
        <div className={styles.row}>
          {/* Each link shows only to those who may open its page (the import is branch admins'). */}
          <OpenableLink
            to={`/session-registration-form?session=${session}`}
            data-testid="link-registration-form"
          >
            {t('participants.links.registrationForm')}
          </OpenableLink>
          <OpenableLink to={`/import-participants?session=${session}`} data-testid="link-import">
            {t('participants.links.import')}
          </OpenableLink>
          <OpenableLink to={`/participant-mails?session=${session}`} data-testid="link-mails">
            {t('participants.links.mails')}
          </OpenableLink>
          <Button appearance="primary" data-testid="register-participant" onClick={() => setOpen('new')}>
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
        <TabList
          selectedValue={view}
          onTabSelect={(_, data) => setView(data.value as typeof view)}
          aria-label={t('participants.view.label')}
          data-testid="participants-view"
        >
          {PARTICIPANT_VIEWS.map((name) => (
            <Tab key={name} value={name} data-testid={`view-${name}`}>
              {t(`participants.view.${name}`)}
            </Tab>
          ))}
        </TabList>
      </div>
      <ExportLinks sessionId={sessionId} />
      <QueryView query={participants} loadingLabel={t('participants.loading')}>
        {(data) => (
          <>
            <ParticipantSummary summary={data.summary} />
            {data.items.length === 0 ? (
              <Text data-testid="participants-empty">{t('participants.empty')}</Text>
            ) : (
              <Listing participants={data.items} handlers={handlers} />
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
      {open && (
        <ParticipantDialog
          sessionId={sessionId}
          levels={sessionLevels}
          participant={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
        />
      )}
      {indexing && <IndexBookDialog participant={indexing} onClose={() => setIndexing(null)} />}
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
