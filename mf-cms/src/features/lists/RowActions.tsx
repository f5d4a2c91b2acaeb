import { Button } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

/** A list row's edit and delete buttons; `deleteLabel` names the row for screen readers. */
export function RowActions(props: {
  readonly deleteLabel: string;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  const { t } = useTranslation('cms');
  return (
    <>
      <Button size="small" onClick={props.onEdit}>
        {t('sections.edit')}
      </Button>{' '}
      <Button size="small" onClick={props.onDelete} aria-label={props.deleteLabel}>
        {t('sections.delete')}
      </Button>
    </>
  );
}
