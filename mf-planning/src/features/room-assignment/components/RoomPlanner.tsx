import { Button, MessageBar, MessageBarBody, makeStyles, QueryView, Text, tokens } from '@cenacle/kit/ui';
import type { RoomPlannerPerson, RoomProposal } from '@cenacle/shared-domain/lodging/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POOL } from '../../planner-kit/drag.ts';
import { PlannerDnd } from '../../planner-kit/PlannerDnd.tsx';
import { useRequestProposal } from '../hooks/useProposal.ts';
import { useMovePerson, useRoomPlan } from '../hooks/useRoomPlan.ts';
import { inLocalOrder, type LocalOrder, sendToEnd } from '../plan/local-order.ts';
import { markMove, usePlannerTiming } from '../plan/move-timing.ts';
import {
  type DraggedPerson,
  draggedPerson,
  keyOf,
  movePerson,
  type Plan,
  personName,
  roomsById,
} from '../plan/room-plan.ts';
import { BuildingSection } from './BuildingSection.tsx';
import { CenterPicker } from './CenterPicker.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { PersonPool } from './PersonPool.tsx';
import { ProposalPanel } from './ProposalPanel.tsx';
import { WishesPanel } from './WishesPanel.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(14rem, 22rem) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  buildings: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** The planner of one session: its centre's rooms, the pool, the counts, the proposal, the exports. */
export function RoomPlanner({
  sessionId,
  sessionLabel,
}: {
  readonly sessionId: string;
  readonly sessionLabel: string;
}) {
  const plan = useRoomPlan(sessionId);
  return (
    <QueryView query={plan}>
      {(data) =>
        data.retreatCenter ? (
          <Rooms sessionId={sessionId} sessionLabel={sessionLabel} plan={data} />
        ) : (
          <CenterPicker sessionId={sessionId} />
        )
      }
    </QueryView>
  );
}

interface RoomsProps {
  readonly sessionId: string;
  readonly sessionLabel: string;
  readonly plan: Plan;
}

function Rooms({ sessionId, sessionLabel, plan: loaded }: RoomsProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const move = useMovePerson(sessionId);
  const request = useRequestProposal(sessionId);
  const [proposal, setProposal] = useState<RoomProposal | null>(null);
  const [wishesOpen, setWishesOpen] = useState(false);
  const [order, setOrder] = useState<LocalOrder>({});
  // A drop shows in the same commit as the end of the drag, before the query cache (which tells its
  // observers a moment later) has the move: no frame of the old plan in between.
  const [dropped, setDropped] = useState<{ readonly over: Plan; readonly shown: Plan } | null>(null);
  const plan = dropped?.over === loaded ? dropped.shown : loaded;
  usePlannerTiming(plan);
  const latest = useRef(loaded);
  latest.current = loaded;
  const mutate = move.mutate;
  const onMove = useCallback(
    (person: DraggedPerson, to: string) => {
      markMove();
      const over = latest.current;
      setDropped({ over, shown: movePerson(over, person.key, to) });
      mutate({ person, to }, { onError: () => setDropped(null) });
    },
    [mutate],
  );
  const onRemove = useCallback(
    (person: RoomPlannerPerson, roomId: string) => onMove(draggedPerson(person, roomId), POOL),
    [onMove],
  );
  const onDropInPlace = (person: DraggedPerson, placeId: string) => {
    const room = roomsById(plan).get(placeId)?.room;
    if (!room) return;
    const shown = inLocalOrder(room.persons, keyOf, order[placeId]).map(keyOf);
    setOrder(sendToEnd(order, placeId, shown, person.key));
  };
  const placeName = (id: string) => {
    if (id === POOL) return t('roomAssignment.pool.zone');
    const found = roomsById(plan).get(id);
    return found ? `${found.building.name} – ${found.room.name}` : id;
  };
  return (
    <div className={styles.page} data-testid="room-planner">
      <div className={styles.toolbar}>
        <Text weight="semibold" data-testid="center-name">
          {plan.retreatCenter?.name}
        </Text>
        <Text data-testid="plan-counts">
          {t('roomAssignment.counts', {
            unassigned: plan.unassigned.length,
            beds: plan.counts.freeBeds,
            mattresses: plan.counts.mattressSpaces,
          })}
        </Text>
        <Button
          appearance="primary"
          data-testid="propose"
          disabled={request.isPending}
          onClick={() => request.mutate(undefined, { onSuccess: setProposal })}
        >
          {t('roomAssignment.proposal.propose')}
        </Button>
        <Button onClick={() => setWishesOpen(true)} data-testid="open-wishes">
          {t('roomAssignment.wishes.open')}
        </Button>
        <ExportButtons plan={plan} sessionLabel={sessionLabel} />
      </div>
      {wishesOpen && <WishesPanel sessionId={sessionId} plan={plan} onClose={() => setWishesOpen(false)} />}
      {proposal && (
        <ProposalPanel
          sessionId={sessionId}
          plan={plan}
          proposal={proposal}
          onClose={() => setProposal(null)}
        />
      )}
      {plan.elsewhere.length > 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {t('roomAssignment.elsewhere', { names: plan.elsewhere.map(personName).join(', ') })}
          </MessageBarBody>
        </MessageBar>
      )}
      <PlannerDnd<DraggedPerson> placeName={placeName} onMove={onMove} onDropInPlace={onDropInPlace}>
        <div className={styles.layout}>
          <PersonPool pool={plan.unassigned} counts={plan.counts.unassigned} />
          <div className={styles.buildings}>
            {plan.buildings.length === 0 && <Text>{t('roomAssignment.noBuildings')}</Text>}
            {plan.buildings.map((building) => (
              <BuildingSection
                key={building.id.value}
                building={building}
                order={order}
                onRemove={onRemove}
              />
            ))}
          </div>
        </div>
      </PlannerDnd>
    </div>
  );
}
