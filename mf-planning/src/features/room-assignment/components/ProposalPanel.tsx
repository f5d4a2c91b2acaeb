import { translateDynamic } from '@cenacle/kit';
import { Button, Card, makeStyles, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import { Checkbox } from '@cenacle/kit/ui-extended';
import type { RoomProposal } from '@cenacle/shared-domain/lodging/contracts';
import { personKey } from '@cenacle/shared-domain/lodging/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProposedPlacement, useAcceptPlacements } from '../hooks/useProposal.ts';
import { type Plan, peopleByKey, personName, roomsById } from '../plan/room-plan.ts';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Ref = RoomProposal['placements'][number]['person'];
const keyOfRef = (ref: Ref) => personKey({ type: ref.type, id: ref.id.value });

interface ProposalPanelProps {
  readonly sessionId: string;
  readonly plan: Plan;
  readonly proposal: RoomProposal;
  readonly onClose: () => void;
}

/**
 * The proposal: each placement with its reasons, and what could not be honoured with why. Staff
 * accept all, some (the ticked ones), or close it and keep dragging.
 */
export function ProposalPanel({ sessionId, plan, proposal, onClose }: ProposalPanelProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const accept = useAcceptPlacements(sessionId);
  const people = peopleByKey(plan);
  const rooms = roomsById(plan);
  const [ticked, setTicked] = useState(() => new Set(proposal.placements.map((p) => keyOfRef(p.person))));
  const nameOf = (ref: Ref) => {
    const person = people.get(keyOfRef(ref));
    return person ? personName(person) : ref.id.value;
  };
  const roomName = (p: ProposedPlacement) => {
    const found = rooms.get(p.room.id.value);
    return found ? `${found.building.name} – ${found.room.name}` : p.room.id.value;
  };
  const acceptThese = (placements: readonly ProposedPlacement[]) => {
    if (placements.length > 0) accept.mutate(placements, { onSuccess: onClose });
  };
  const chosen = proposal.placements.filter((p) => ticked.has(keyOfRef(p.person)));
  return (
    <Card className={styles.panel} data-testid="proposal">
      <Subtitle2 as="h2" block>
        {t('roomAssignment.proposal.title')}
      </Subtitle2>
      {proposal.placements.length === 0 && <Text>{t('roomAssignment.proposal.nothing')}</Text>}
      <ul className={styles.list}>
        {proposal.placements.map((p) => {
          const key = keyOfRef(p.person);
          const reasons = p.reasons.map((r) => translateDynamic(`lodging.proposal.reasons.${r}`)).join(', ');
          return (
            <li key={key} data-testid="proposal-placement" data-person={key}>
              <Checkbox
                checked={ticked.has(key)}
                onChange={(_, d) => {
                  const next = new Set(ticked);
                  if (d.checked) next.add(key);
                  else next.delete(key);
                  setTicked(next);
                }}
                label={t('roomAssignment.proposal.placement', {
                  name: nameOf(p.person),
                  room: roomName(p),
                  reasons,
                })}
              />
              {p.mattress && <Text size={200}> {t('roomAssignment.proposal.mattress')}</Text>}
            </li>
          );
        })}
      </ul>
      {proposal.unplaced.length + proposal.unhonoured.length + proposal.unkept.length > 0 && (
        <>
          <Subtitle2 as="h3" block>
            {t('roomAssignment.proposal.notHonoured')}
          </Subtitle2>
          <ul className={styles.list} data-testid="proposal-not-honoured">
            {proposal.unplaced.map((u) => (
              <li key={`unplaced-${keyOfRef(u.person)}`} data-testid="proposal-unplaced">
                {t('roomAssignment.proposal.unplaced', {
                  name: nameOf(u.person),
                  reason: translateDynamic(`lodging.proposal.unplaced.${u.reason}`),
                })}
              </li>
            ))}
            {proposal.unhonoured.map((u) => (
              <li key={`wish-${keyOfRef(u.person)}-${keyOfRef(u.other)}-${u.wish}`}>
                {t('roomAssignment.proposal.wish', {
                  name: nameOf(u.person),
                  other: nameOf(u.other),
                  reason: translateDynamic(`lodging.proposal.wishes.${u.wish}`),
                })}
              </li>
            ))}
            {proposal.unkept.map((u) => (
              <li key={`rule-${keyOfRef(u.person)}-${keyOfRef(u.other)}-${u.rule}`}>
                {t('roomAssignment.proposal.rule', {
                  name: nameOf(u.person),
                  other: nameOf(u.other),
                  rule: translateDynamic(`lodging.proposal.unkept.${u.rule}`),
                  reason: translateDynamic(`lodging.proposal.unkeptReasons.${u.reason}`),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabled={accept.isPending || proposal.placements.length === 0}
          onClick={() => acceptThese(proposal.placements)}
          data-testid="proposal-accept-all"
        >
          {t('roomAssignment.proposal.acceptAll')}
        </Button>
        <Button
          disabled={accept.isPending || chosen.length === 0}
          onClick={() => acceptThese(chosen)}
          data-testid="proposal-accept-some"
        >
          {t('roomAssignment.proposal.acceptSome', { n: chosen.length })}
        </Button>
        <Button appearance="subtle" onClick={onClose} data-testid="proposal-close">
          {t('roomAssignment.proposal.close')}
        </Button>
      </div>
    </Card>
  );
}
