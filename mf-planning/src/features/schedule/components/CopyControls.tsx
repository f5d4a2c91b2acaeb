import { formatDate } from '@cenacle/kit';
import { Button, Field, makeStyles, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog, Select } from '@cenacle/kit/ui-extended';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import type { Schedule } from '@cenacle/shared-domain/schedule/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScheduleCopies } from '../hooks/useSchedule.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

function CopyControl(props: {
  readonly label: string;
  /** The dropdown's empty choice ("choose a day", "choose a session"). */
  readonly placeholder: string;
  readonly button: string;
  readonly title: string;
  readonly text: (from: string) => string;
  readonly confirm: string;
  readonly choices: readonly { value: string; label: string }[];
  readonly busy: boolean;
  /** Copies; `onSettled` closes the dialog whether the copy was done or refused (the client shows why). */
  readonly onCopy: (from: string, onSettled: () => void) => void;
}): ReactNode {
  const styles = useStyles();
  const [from, setFrom] = useState('');
  const [asking, setAsking] = useState(false);
  return (
    <div className={styles.bar}>
      <Field label={props.label}>
        <Select value={from} onChange={(_, d) => setFrom(d.value)}>
          <option value="" disabled>
            {props.placeholder}
          </option>
          {props.choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      </Field>
      <Button disabled={!from} onClick={() => setAsking(true)}>
        {props.button}
      </Button>
      <ConfirmDialog
        open={asking}
        title={props.title}
        confirmLabel={props.confirm}
        busy={props.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => props.onCopy(from, () => setAsking(false))}
      >
        {props.text(from)}
      </ConfirmDialog>
    </div>
  );
}

/** Another day's items into the day shown (summer sessions only, spec §2). */
export function CopyDayControl(props: {
  readonly schedule: Schedule;
  readonly date: string;
  readonly days: readonly string[];
}) {
  const { t } = useTranslation('planning');
  const { copyDay } = useScheduleCopies(props.schedule);
  return (
    <CopyControl
      label={t('schedule.copyDay.from')}
      placeholder={t('schedule.copyDay.choose')}
      button={t('schedule.copyDay.button')}
      title={t('schedule.copyDay.title')}
      text={(from) => t('schedule.copyDay.text', { from: formatDate(from), to: formatDate(props.date) })}
      confirm={t('schedule.copyDay.confirm')}
      choices={props.days.filter((d) => d !== props.date).map((d) => ({ value: d, label: formatDate(d) }))}
      busy={copyDay.isPending}
      onCopy={(fromDate, onSettled) => copyDay.mutate({ fromDate, toDate: props.date }, { onSettled })}
    />
  );
}

/** The schedule of another session copied to this one. */
export function CopySessionControl(props: {
  readonly schedule: Schedule;
  readonly sessions: readonly SchoolSession[];
  readonly label: (session: SchoolSession) => string;
}) {
  const { t } = useTranslation('planning');
  const { copySession } = useScheduleCopies(props.schedule);
  const choices = props.sessions
    .filter((s) => s.id.value !== props.schedule.sessionId)
    .map((s) => ({ value: s.id.value, label: props.label(s) }));
  return (
    <CopyControl
      label={t('schedule.copySession.from')}
      placeholder={t('schedule.chooseSession')}
      button={t('schedule.copySession.button')}
      title={t('schedule.copySession.title')}
      text={() => t('schedule.copySession.text')}
      confirm={t('schedule.copySession.confirm')}
      choices={choices}
      busy={copySession.isPending}
      onCopy={(from, onSettled) => copySession.mutate(from, { onSettled })}
    />
  );
}
