import { makeStaticStyles, makeStyles, Text, Title1, tokens } from '@cenacle/kit/ui';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../plan/room-plan.ts';
import { personName } from '../plan/room-plan.ts';

/** While door signs are printed, the page prints them alone: everything else in the body is hidden. */
const usePrintStyles = makeStaticStyles(
  '@media print { body > *:not([data-print-root]) { display: none !important; } }',
);

const useStyles = makeStyles({
  root: { display: 'none', '@media print': { display: 'block' } },
  sign: {
    breakAfter: 'page',
    breakInside: 'avoid',
    padding: tokens.spacingVerticalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  names: { margin: 0, paddingInlineStart: 0, listStyle: 'none', fontSize: '24pt', lineHeight: 1.6 },
});

/** A printable page per room for its door (print CSS: one room per printed page), rooms with people only. */
export function DoorSigns({ plan }: { readonly plan: Plan }) {
  usePrintStyles();
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const rooms = plan.buildings.flatMap((building) =>
    building.rooms.filter((room) => room.persons.length > 0).map((room) => ({ building, room })),
  );
  return createPortal(
    <div className={styles.root} data-print-root="" data-testid="door-signs">
      {rooms.map(({ building, room }) => (
        <section
          key={room.id.value}
          className={styles.sign}
          data-testid="door-sign"
          data-room={room.id.value}
        >
          <Text>{building.name}</Text>
          <Title1 as="h1" block>
            {room.roomNumber === null
              ? room.name
              : t('roomAssignment.door.numbered', { name: room.name, number: room.roomNumber })}
          </Title1>
          <ul className={styles.names}>
            {room.persons.map((person) => (
              <li key={`${person.type}:${person.id.value}`}>{personName(person)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>,
    document.body,
  );
}
