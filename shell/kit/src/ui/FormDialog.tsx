import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, SubmitButton, type SubmittableForm } from './form.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface FormDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly submitLabel: string;
  readonly form: SubmittableForm;
  /** Closing without saving (cancel, Escape, a click outside). */
  readonly onClose: () => void;
  readonly testId?: string;
  readonly children: ReactNode;
}

/**
 * The one dialog around a form: title, form-level message, fields, cancel and a busy submit. Mount it
 * (with its form hook) only while it is open: a form's contract then loads when it opens.
 */
export function FormDialog(props: FormDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { form } = props;
  const surface = (
    <DialogSurface>
      <form noValidate data-testid={props.testId} onSubmit={(event) => void form.submit(event)}>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <FormMessage message={form.formError} />
            {props.children}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={props.onClose}>
              {t('global.actions.cancel')}
            </Button>
            <SubmitButton busy={form.submitting}>{props.submitLabel}</SubmitButton>
          </DialogActions>
        </DialogBody>
      </form>
    </DialogSurface>
  );
  return (
    <Dialog open={props.open} onOpenChange={(_, data) => !data.open && props.onClose()}>
      {surface}
    </Dialog>
  );
}
