import { formatDate } from '@cenacle/kit';
import { Button, makeStyles, QueryView, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import { Select, Tab, TabList } from '@cenacle/kit/ui-extended';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import type { Schedule } from '@cenacle/shared-domain/schedule/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchedule } from '../hooks/useSchedule.ts';
import { daysOfSession } from '../state/days.ts';
import { useScheduleView } from '../state/view-mode.ts';
import { CopyDayControl, CopySessionControl } from './CopyControls.tsx';
import { DayEditor } from './DayEditor.tsx';
import { DayTable } from './DayTable.tsx';
import { ScheduleQrDialog } from './ScheduleQrDialog.tsx';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

interface SessionScheduleProps {
  readonly sessionId: string;
  readonly day: string | null;
  readonly editor: boolean;
  readonly sessions: readonly SchoolSession[];
  readonly sessionLabel: (session: SchoolSession) => string;
  readonly onDayChange: (day: string) => void;
}

function OneDay(
  props: SessionScheduleProps & { readonly schedule: Schedule; readonly days: readonly string[] },
) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const [editing, setEditing] = useState(false);
  const date = props.day && props.days.includes(props.day) ? props.day : (props.days[0] ?? null);
  if (!date) return <Text italic>{t('schedule.emptySchedule')}</Text>;
  return (
    <div className={styles.column}>
      <div className={styles.bar}>
        <Select aria-label={t('schedule.day')} value={date} onChange={(_, d) => props.onDayChange(d.value)}>
          {props.days.map((d) => (
            <option key={d} value={d}>
              {formatDate(d)}
            </option>
          ))}
        </Select>
        {props.editor && (
          <Button appearance={editing ? 'primary' : 'secondary'} onClick={() => setEditing((e) => !e)}>
            {editing ? t('schedule.done') : t('schedule.edit')}
          </Button>
        )}
        {props.editor && props.schedule.season === 'SUMMER' && (
          <CopyDayControl schedule={props.schedule} date={date} days={props.days} />
        )}
      </div>
      {editing ? (
        <DayEditor key={date} schedule={props.schedule} date={date} />
      ) : (
        <DayTable schedule={props.schedule} date={date} />
      )}
    </div>
  );
}

/** One session's schedule: every day as a list, or one day (editable by servants and branch admins). */
export function SessionSchedule(props: SessionScheduleProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const schedule = useSchedule(props.sessionId);
  const [chosenView, setView] = useScheduleView();
  const view = props.editor ? chosenView : 'list';
  const [qrOpen, setQrOpen] = useState(false);
  return (
    <QueryView query={schedule} loadingLabel={t('schedule.loading')}>
      {(data) => {
        const days = daysOfSession(data);
        return (
          <div className={styles.column}>
            {props.editor && (
              <div className={styles.bar}>
                <TabList
                  aria-label={t('schedule.view.label')}
                  selectedValue={view}
                  onTabSelect={(_, d) => setView(d.value === 'day' ? 'day' : 'list')}
                >
                  <Tab value="list">{t('schedule.view.list')}</Tab>
                  <Tab value="day">{t('schedule.view.day')}</Tab>
                </TabList>
                <Button onClick={() => setQrOpen(true)}>{t('schedule.qr.open')}</Button>
                <CopySessionControl schedule={data} sessions={props.sessions} label={props.sessionLabel} />
              </div>
            )}
            {view === 'day' ? (
              <OneDay {...props} schedule={data} days={days} />
            ) : days.length === 0 ? (
              <Text italic>{t('schedule.emptySchedule')}</Text>
            ) : (
              days.map((d) => (
                <section key={d} aria-label={formatDate(d)}>
                  <Subtitle2 as="h2" block>
                    {formatDate(d)}
                  </Subtitle2>
                  <DayTable schedule={data} date={d} />
                </section>
              ))
            )}
            <ScheduleQrDialog sessionId={props.sessionId} open={qrOpen} onClose={() => setQrOpen(false)} />
          </div>
        );
      }}
    </QueryView>
  );
}
