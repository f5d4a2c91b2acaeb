import { RequireAuthority } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { Button, makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog } from '@cenacle/kit/ui-extended';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { SESSION_PLANNERS } from '@cenacle/shared-domain/organisation/rules';
import { roles } from '@cenacle/shared-domain/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteSession } from '../hooks/useDeleteSession.ts';
import { useSessionRights } from '../hooks/useSessionRights.ts';
import { useAllSessions } from '../hooks/useSessions.ts';
import { sessionLabel } from '../session-label.ts';
import { SessionDialog } from './SessionDialog.tsx';
import { SessionList } from './SessionList.tsx';
import { SessionSettingsDialog, type SettingsTab } from './SessionSettingsDialog.tsx';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
});

/**
 * `/sessions`: the list, add new, edit and delete for the session's planners, and the settings
 * modal, which `?session={id}` opens (`&tab=publicSession` on the publish form).
 */
export function SessionsPage() {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const sessions = useAllSessions();
  const rights = useSessionRights();
  const remove = useDeleteSession();
  const [params, setParams] = useSearchParams();
  /** null: closed; 'new': a new session; else the session open in the form. */
  const [editing, setEditing] = useState<SchoolSession | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SchoolSession | null>(null);

  const openId = params.get('session');
  const tab: SettingsTab = params.get('tab') === 'publicSession' ? 'publicSession' : 'links';
  const open = openId ? sessions.data?.find((s) => s.id.value === openId) : undefined;
  const openSettings = (session: SchoolSession, next: SettingsTab = 'links') =>
    setParams(next === 'links' ? { session: session.id.value } : { session: session.id.value, tab: next });

  return (
    <section data-testid="sessions-page">
      <div className={styles.header}>
        <Title2 as="h1" block>
          {t('title')}
        </Title2>
        <RequireAuthority authorities={roles(SESSION_PLANNERS)}>
          <Button appearance="primary" data-testid="create-session" onClick={() => setEditing('new')}>
            {t('create.button')}
          </Button>
        </RequireAuthority>
      </div>
      <QueryView query={sessions} isEmpty={(list) => list.length === 0} empty={t('list.empty')}>
        {(list) => (
          <SessionList sessions={list} onSettings={openSettings} onEdit={setEditing} onDelete={setDeleting} />
        )}
      </QueryView>
      {open && rights.canManage(open) && editing === null && (
        <SessionSettingsDialog
          session={open}
          tab={tab}
          onTab={(next) => openSettings(open, next)}
          onEditLevels={() => setEditing(open)}
          onClose={() => setParams({})}
        />
      )}
      {editing !== null && (
        <SessionDialog
          key={editing === 'new' ? 'new' : editing.id.value}
          session={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting)
            remove.mutate(
              { id: deleting.id.value, label: sessionLabel(deleting, t) },
              { onSettled: () => setDeleting(null) },
            );
        }}
      >
        {deleting &&
          t('delete.text', { session: sessionLabel(deleting, t), branch: deleting.branch?.name ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
