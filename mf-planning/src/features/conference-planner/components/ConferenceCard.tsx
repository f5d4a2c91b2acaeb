import { Card, makeStyles, Text, tokens } from '@cenacle/kit/ui';
import type { Conference } from '@cenacle/shared-domain/conferences/contracts';
import { DropZone } from '../../planner-kit/DropZone.tsx';
import { type DraggedServant, POOL } from '../../responsibilities/planner/drag.ts';
import { ServantChip } from '../../responsibilities/planner/ServantChip.tsx';
import { servantName } from '../../responsibilities/planner/ServantPool.tsx';
import { ConferenceMenu } from './ConferenceMenu.tsx';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'break-word' },
});

/** One conference of a level column: its number and name, its servants (a drop place), its menu. */
export function ConferenceCard(props: {
  readonly conference: Conference;
  readonly onMove: (servant: DraggedServant, to: string) => void;
  readonly onSend: () => void;
}) {
  const styles = useStyles();
  const { conference: c } = props;
  const label = `${c.number}. ${c.name}`;
  return (
    <Card className={styles.card} data-testid="conference-card" data-name={c.name}>
      <div className={styles.head}>
        <Text weight="semibold" className={styles.name}>
          {label}
        </Text>
        <ConferenceMenu conference={c} onSend={props.onSend} />
      </div>
      <DropZone id={c.id.value} label={label}>
        {c.servants.map((s) => {
          const servant = { userId: s.id.value, name: servantName(s), from: c.id.value };
          return (
            <ServantChip key={s.id.value} servant={servant} onRemove={() => props.onMove(servant, POOL)} />
          );
        })}
      </DropZone>
    </Card>
  );
}
