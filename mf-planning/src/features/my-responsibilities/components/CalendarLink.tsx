import { notify } from '@cenacle/kit';
import { Button, Caption1, Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog } from '@cenacle/kit/ui-extended';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenewCalendarLink } from '../hooks/useMyResponsibilities.ts';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  input: { minWidth: 'min(28rem, 100%)', flexGrow: 1 },
});

/**
 * The secret calendar feed link: copy it into a calendar app, or renew it to retire the old one
 * (asked first: the old link stops working in every calendar subscribed to it).
 */
export function CalendarLink({ path }: { readonly path: string }) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const renew = useRenewCalendarLink();
  const [asking, setAsking] = useState(false);
  const url = new URL(path, window.location.origin).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('planning.myResponsibilities.calendar.copied');
    } catch {
      notify.error('planning.myResponsibilities.calendar.copyFailed');
    }
  };
  return (
    <section>
      <div className={styles.row}>
        <Field label={t('myResponsibilities.calendar.label')} className={styles.input}>
          <Input readOnly value={url} data-testid="my-calendar-link" onFocus={(e) => e.target.select()} />
        </Field>
        <Button onClick={copy} data-testid="my-calendar-copy">
          {t('myResponsibilities.calendar.copy')}
        </Button>
        <Button onClick={() => setAsking(true)} disabled={renew.isPending} data-testid="my-calendar-renew">
          {t('myResponsibilities.calendar.renew')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('myResponsibilities.calendar.renewTitle')}
        confirmLabel={t('myResponsibilities.calendar.renew')}
        busy={renew.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => renew.mutate(undefined, { onSettled: () => setAsking(false) })}
      >
        {t('myResponsibilities.calendar.renewText')}
      </ConfirmDialog>
      <Caption1>{t('myResponsibilities.calendar.hint')}</Caption1>
    </section>
  );
}
