import { ConfirmDialog } from '@cenacle/kit/ui-extended';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A delete that asks first: `ask(item)` opens the confirmation, which runs the mutation and closes
 * when it settles.
 */
export function useConfirmedDelete<T>(
  remove: UseMutationResult<unknown, unknown, T>,
  texts: { readonly title: string; readonly text: (item: T) => string },
) {
  const { t } = useTranslation('cms');
  const [deleting, setDeleting] = useState<T | null>(null);
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={texts.title}
      confirmLabel={t('sections.deleteConfirm')}
      busy={remove.isPending}
      onCancel={() => setDeleting(null)}
      onConfirm={() => {
        if (deleting !== null) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
      }}
    >
      {deleting !== null && texts.text(deleting)}
    </ConfirmDialog>
  );
  return { ask: setDeleting, dialog };
}
