import { useTranslation } from 'react-i18next';
import { PlannerChip } from '../../planner-kit/PlannerChip.tsx';
import { type DraggedServant, dragId } from './drag.ts';

/** A servant to drag (by pointer, or by keyboard: Space, arrows, Space); ✕ takes him off. */
export function ServantChip(props: { readonly servant: DraggedServant; readonly onRemove?: () => void }) {
  const { t } = useTranslation('planning');
  return (
    <PlannerChip
      dragId={dragId(props.servant)}
      item={props.servant}
      onRemove={props.onRemove}
      removeLabel={t('responsibilities.planner.remove', { name: props.servant.name })}
      marks={{ 'data-testid': 'servant-chip', 'data-user': props.servant.userId }}
    >
      {props.servant.name}
    </PlannerChip>
  );
}
