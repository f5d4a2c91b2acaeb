import { makeStyles, QueryView, tokens } from '@cenacle/kit/ui';
import type { Responsibility } from '@cenacle/shared-domain/responsibilities/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DraggedServant } from '../planner/drag.ts';
import { ResponsibilityCard } from './ResponsibilityCard.tsx';

const useStyles = makeStyles({
  // Five containers to a row (spec §2), fewer where a container would get too narrow for its title
  // to wrap between words (issue 24 §7): at least 15rem each.
  grid: {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(max(15rem, calc((100% - 4 * ${tokens.spacingHorizontalM}) / 5)), 1fr))`,
    gap: tokens.spacingHorizontalM,
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
