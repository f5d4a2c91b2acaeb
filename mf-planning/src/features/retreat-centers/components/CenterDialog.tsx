import { Button, FormMessage, makeStyles, SubmitButton, tokens } from '@cenacle/kit/ui';
import {
  Badge,
  ConfirmDialog,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@cenacle/kit/ui-extended';
import type { RetreatCenter } from '@cenacle/shared-domain/lodging/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCenterForm } from '../hooks/useCenterForm.ts';
import { BuildingsEditor } from './BuildingsEditor.tsx';
import { CenterFields } from './CenterFields.tsx';
import { CenterPreview } from './CenterPreview.tsx';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, 96vw)', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * The centre in its form, buildings and rooms with it. Saving a building or a room marks the centre
 * modified until it is saved; closing it then asks before the changes are lost.
 */
function CenterEditDialog(props: {
  readonly center: RetreatCenter | null;
  readonly defaultBranchId: string;
  readonly onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const { form, modified } = useCenterForm(props.center, props.defaultBranchId, props.onClose);
  const [discarding, setDiscarding] = useState(false);
  const close = () => (modified ? setDiscarding(true) : props.onClose());
  return (
    <>
      <Dialog open onOpenChange={(_, d) => !d.open && close()}>
        <DialogSurface className={styles.surface}>
          <form noValidate data-testid="center-form" onSubmit={(event) => void form.submit(event)}>
            <DialogBody>
              <DialogTitle>
                <span className={styles.title}>
                  {props.center
                    ? t('retreatCenters.dialog.editTitle', { name: props.center.name })
                    : t('retreatCenters.dialog.newTitle')}
                  {modified && (
                    <Badge appearance="tint" color="warning" data-testid="center-modified">
                      {t('retreatCenters.dialog.modified')}
                    </Badge>
                  )}
                </span>
              </DialogTitle>
              <DialogContent className={styles.content}>
                <FormMessage message={form.formError} />
                <CenterFields form={form} />
                <BuildingsEditor
                  buildings={form.values.buildings}
                  error={form.error}
                  onChange={(buildings) => form.set('buildings', buildings)}
                />
              </DialogContent>
              <DialogActions>
                <Button onClick={close}>{t('retreatCenters.cancel')}</Button>
                <SubmitButton busy={form.submitting}>{t('retreatCenters.dialog.save')}</SubmitButton>
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog
        open={discarding}
        title={t('retreatCenters.dialog.discardTitle')}
        confirmLabel={t('retreatCenters.dialog.discard')}
        onCancel={() => setDiscarding(false)}
        onConfirm={props.onClose}
      >
        {t('retreatCenters.dialog.discardText')}
      </ConfirmDialog>
    </>
  );
}

/**
 * The centre modal: in preview when the centre has an id (spec §4), with edit for its keepers (admins,
 * and the admins of its branch); a new one opens in the form, in the caller's first branch.
 */
export function CenterDialog(props: {
  readonly center: RetreatCenter | null;
  readonly canEdit: boolean;
  readonly defaultBranchId: string;
  readonly onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const [editing, setEditing] = useState(props.center === null);
  if (editing)
    return (
      <CenterEditDialog
        center={props.center}
        defaultBranchId={props.defaultBranchId}
        onClose={props.onClose}
      />
    );
  const center = props.center as RetreatCenter;
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('retreatCenters.dialog.previewTitle', { name: center.name })}</DialogTitle>
          <DialogContent>
            <CenterPreview center={center} />
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('retreatCenters.dialog.close')}</Button>
            {props.canEdit && (
              <Button appearance="primary" onClick={() => setEditing(true)} data-testid="center-edit">
                {t('retreatCenters.dialog.edit')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
