import { Button, makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog } from '@cenacle/kit/ui-extended';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import type { Responsibility } from '@cenacle/shared-domain/responsibilities/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlannerDnd } from '../../planner-kit/PlannerDnd.tsx';
import { PlannerSessionBar } from '../../planner-kit/PlannerSessionBar.tsx';
import { usePlannerSessions } from '../../planner-kit/usePlannerSessions.ts';
import {
  useCopyResponsibilities,
  useDeleteResponsibility,
  useMoveServant,
  useResponsibilities,
} from '../hooks/useResponsibilities.ts';
import { type DraggedServant, POOL } from '../planner/drag.ts';
import { ServantPool } from '../planner/ServantPool.tsx';
import { useServantPool } from '../planner/useServantPool.ts';
import { ResponsibilityBoard } from './ResponsibilityBoard.tsx';
import { ResponsibilityDialog } from './ResponsibilityDialog.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** `/servant-responsibilities`: the responsibility planner (spec §2). */
export function ResponsibilitiesPage() {
  const { t } = useTranslation('planning');
  const planner = usePlannerSessions();
  return (
    <section data-testid="responsibilities-page">
      <Title2 as="h1" block>
        {t('responsibilities.title')}
      </Title2>
      <QueryView
        query={planner.sessions}
        isEmpty={(l) => l.length === 0}
        empty={t('responsibilities.noSessions')}
      >
        {() =>
          planner.current &&
          planner.shown && (
            <Planner
              key={planner.shown.id.value}
              list={planner.list}
              current={planner.current}
              shown={planner.shown}
              onChoose={planner.choose}
            />
          )
        }
      </QueryView>
    </section>
  );
}

interface PlannerProps {
  readonly list: readonly SchoolSession[];
  readonly current: SchoolSession;
  readonly shown: SchoolSession;
  readonly onChoose: (id: string) => void;
}

function Planner({ list, current, shown, onChoose }: PlannerProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const sessionId = shown.id.value;
  const levels = shown.levels.map((l) => l.name);
  const responsibilities = useResponsibilities(sessionId);
  const servants = useServantPool(shown.branchId.value);
  const move = useMoveServant(sessionId);
  const remove = useDeleteResponsibility(sessionId);
  const copy = useCopyResponsibilities();
  const [editing, setEditing] = useState<Responsibility | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Responsibility | null>(null);
  const placeName = (id: string) => {
    if (id === POOL) return t('responsibilities.planner.servants');
    const [rid, level] = id.split('__');
    const name = responsibilities.data?.find((r) => r.id.value === rid)?.name ?? '';
    return level ? `${name} – ${level}` : name;
  };
  return (
    <div className={styles.page}>
      <PlannerSessionBar
        list={list}
        current={current}
        shown={shown}
        onChoose={onChoose}
        copying={copy.isPending}
        onCopy={() => copy.mutate({ from: sessionId, to: current.id.value })}
      >
        <Button appearance="primary" onClick={() => setEditing('new')} data-testid="responsibility-add">
          {t('responsibilities.form.add')}
        </Button>
      </PlannerSessionBar>
      <PlannerDnd<DraggedServant>
        placeName={placeName}
        onMove={(servant, to) => move.mutate({ servant, to })}
      >
        <ServantPool servants={servants} />
        <ResponsibilityBoard
          responsibilities={responsibilities}
          levels={levels}
          onEdit={setEditing}
          onDelete={setDeleting}
          onMove={(servant, to) => move.mutate({ servant, to })}
        />
      </PlannerDnd>
      {editing && (
        <ResponsibilityDialog
          sessionId={sessionId}
          levels={levels}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('responsibilities.confirmTitle')}
        confirmLabel={t('responsibilities.confirm')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id.value, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting && t('responsibilities.confirmText', { name: deleting.name })}
      </ConfirmDialog>
    </div>
  );
}
