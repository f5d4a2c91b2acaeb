import { Button, makeStyles, Text, tokens } from '@cenacle/kit/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { displayPickupCode } from '../state/pickup-code.ts';

const useStyles = makeStyles({
  code: {
    display: 'block',
    textAlign: 'center',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: 'clamp(2.5rem, 12vw, 5rem)',
    lineHeight: 1.2,
    letterSpacing: '0.15em',
    marginBlock: tokens.spacingVerticalL,
  },
});

/** The pickup code of a child just checked in, large enough to read from across the desk. */
export function PickupCodeDialog({
  name,
  code,
  onClose,
}: {
  readonly name: string;
  readonly code: string;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('desk.pickup.title', { name })}</DialogTitle>
          <DialogContent>
            <Text>{t('desk.pickup.explain')}</Text>
            <output className={styles.code} aria-label={t('desk.pickup.code')} data-testid="desk-pickup-code">
              {displayPickupCode(code)}
            </output>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('desk.pickup.done')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
