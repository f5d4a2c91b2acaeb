import { Button, Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@cenacle/kit/ui-extended';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

interface CheckOutDialogProps {
  readonly name: string;
  readonly onToParent: () => void;
  /** Answers whether the code matched (then the child is checked out). */
  readonly onWithCode: (code: string) => Promise<boolean>;
  readonly onClose: () => void;
}

/** Hands a child over: to the registering parent, or to someone else who shows the pickup code. */
export function CheckOutDialog({ name, onToParent, onWithCode, onClose }: CheckOutDialogProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const [code, setCode] = useState('');
  const [wrong, setWrong] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const matched = await onWithCode(code);
    setWrong(!matched);
    if (matched) onClose();
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('desk.checkout.title', { name })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Button
              appearance="primary"
              data-testid="desk-checkout-parent"
              onClick={() => {
                onToParent();
                onClose();
              }}
            >
              {t('desk.checkout.toParent')}
            </Button>
            <form
              className={styles.row}
              onSubmit={(e) => void submit(e)}
              aria-label={t('desk.checkout.withCode')}
            >
              <Field
                label={t('desk.checkout.withCode')}
                hint={t('desk.checkout.code')}
                validationMessage={wrong ? t('desk.checkout.wrongCode') : undefined}
              >
                <Input
                  value={code}
                  autoComplete="off"
                  autoCapitalize="characters"
                  onChange={(_, data) => setCode(data.value)}
                  data-testid="desk-checkout-code"
                />
              </Field>
              <Button type="submit" data-testid="desk-checkout-confirm">
                {t('desk.checkout.confirm')}
              </Button>
            </form>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('desk.checkout.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
