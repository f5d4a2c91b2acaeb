import { makeStyles, QueryView, tokens } from '@cenacle/kit/ui';
import type { Responsibility } from '@cenacle/shared-domain/responsibilities/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DraggedServant } from '../planner/drag.ts';
import { ResponsibilityCard } from './ResponsibilityCard.tsx';

const useStyles = makeStyles({
  // Five containers to a row (spec §2), fewer on narrow screens.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 1100px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

interface ResponsibilityBoardProps {
  readonly responsibilities: UseQueryResult<Responsibility[]>;
  readonly levels: readonly string[];
  readonly onEdit: (r: Responsibility) => void;
  readonly onDelete: (r: Responsibility) => void;
  readonly onMove: (servant: DraggedServant, to: string) => void;
}

/** The session's responsibilities as containers of servants. */
export function ResponsibilityBoard(props: ResponsibilityBoardProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  return (
    <QueryView
      query={props.responsibilities}
      isEmpty={(list) => list.length === 0}
      empty={t('responsibilities.empty')}
    >
      {(list) => (
        <div className={styles.grid} data-testid="responsibility-board">
          {list.map((r) => (
            <ResponsibilityCard
              key={r.id.value}
              responsibility={r}
              levels={props.levels}
              onEdit={() => props.onEdit(r)}
              onDelete={() => props.onDelete(r)}
              onMove={props.onMove}
            />
          ))}
        </div>
      )}
    </QueryView>
  );
}
