import { Caption1, makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
import type { Servant } from '@cenacle/shared-domain/identity/contracts';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import type { SessionServant } from '@cenacle/shared-domain/participants/contracts';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchSessionInfo, invitationKeys } from '../../session-invitation/api/invitation.api.ts';
import { sessionLabel } from '../../sessions/session-label.ts';
import { useServants } from '../hooks/useServants.ts';
import { useMoveSessionServant, useSessionServants } from '../hooks/useSessionServants.ts';
import { columnKeyboardCoordinates } from './column-keyboard.ts';
import { ServantColumn } from './ServantColumn.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  columns: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalXL },
});

const OFF_SESSION = 'off-session';
const ON_SESSION = 'on-session';

/** `/servants?session={id}` (spec §2 Servants): the planner that puts the branch's servants on a session. */
export function SessionServantsPlanner({ sessionId }: { readonly sessionId: string }) {
  const { t } = useTranslation('planning');
  const session = useQuery({
    queryKey: invitationKeys.session(sessionId),
    queryFn: ({ signal }) => fetchSessionInfo(sessionId, signal),
    retry: false,
  });
  return (
    <section data-testid="session-servants-planner">
      <QueryView query={session} loadingLabel={t('sessionServants.loading')}>
        {(data) => <Planner session={data} />}
      </QueryView>
    </section>
  );
}

function Planner({ session }: { readonly session: SchoolSession }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const sessionId = session.id.value;
  const servants = useServants([session.branchId.value]);
  const onSession = useSessionServants(sessionId);
  const move = useMoveSessionServant(sessionId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const all = servants.data ?? [];
  const byId = new Map(all.map((s) => [s.id.value, s]));
  const name = (id: string | number) => {
    const servant = byId.get(String(id));
    return servant ? `${servant.firstname} ${servant.lastname}` : '';
  };
  const columnName = (id: string | number | undefined) =>
    id === ON_SESSION ? t('sessionServants.onSession') : t('sessionServants.offSession');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('sessionServants.drag.picked', { name: name(active.id) }),
    onDragOver: ({ over }) =>
      over ? t('sessionServants.drag.over', { column: columnName(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('sessionServants.drag.dropped', { name: name(active.id), column: columnName(over.id) })
        : t('sessionServants.drag.cancelled', { name: name(active.id) }),
    onDragCancel: ({ active }) => t('sessionServants.drag.cancelled', { name: name(active.id) }),
  };
  // The columns, once both the branch's servants and the session's are known: while the session's
  // are loading (or failed) nobody is shown "off session", so no drag posts him again.
  const columns = (list: readonly Servant[], entries: readonly SessionServant[]) => {
    const registered = new Set(entries.map((s) => s.servant.value));
    const place = (servant: Servant, toSession: boolean) => {
      if (registered.has(servant.id.value) !== toSession) move.mutate({ servant, onSession: toSession });
    };
    const onDragEnd = ({ active, over }: DragEndEvent) => {
      const servant = byId.get(String(active.id));
      if (servant && over) place(servant, over.id === ON_SESSION);
    };
    return (
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('sessionServants.drag.instructions') },
        }}
      >
        <div className={styles.columns}>
          <ServantColumn
            id={OFF_SESSION}
            title={t('sessionServants.offSession')}
            servants={list.filter((s) => !registered.has(s.id.value))}
            onMove={(servant) => place(servant, true)}
            moveLabel={t('sessionServants.add')}
            moveNamed={(name) => t('sessionServants.addNamed', { name })}
          />
          <ServantColumn
            id={ON_SESSION}
            title={t('sessionServants.onSession')}
            servants={list.filter((s) => registered.has(s.id.value))}
            onMove={(servant) => place(servant, false)}
            moveLabel={t('sessionServants.remove')}
            moveNamed={(name) => t('sessionServants.removeNamed', { name })}
          />
        </div>
      </DndContext>
    );
  };
  return (
    <div className={styles.page}>
      <div>
        <Title2 as="h1" block>
          {t('sessionServants.title')}
        </Title2>
        <Caption1 data-testid="planner-session">
          {session.branch?.name
            ? t('sessionServants.sessionOfBranch', {
                session: sessionLabel(session, t),
                branch: session.branch.name,
              })
            : sessionLabel(session, t)}
        </Caption1>
      </div>
      <QueryView query={servants} isEmpty={(list) => list.length === 0} empty={t('people.servants.empty')}>
        {(list) => <QueryView query={onSession}>{(entries) => columns(list, entries)}</QueryView>}
      </QueryView>
    </div>
  );
}
