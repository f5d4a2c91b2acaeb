import { Button, Field, makeStyles, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionChoiceLabel, sessionLabel } from '../sessions/session-label.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  // A session's long name does not make the page wider than a phone's screen.
  field: { minWidth: 0, maxWidth: '100%' },
  select: { minWidth: 0, maxWidth: '100%' },
});

interface PlannerSessionBarProps {
  readonly list: readonly SchoolSession[];
  readonly current: SchoolSession;
  readonly shown: SchoolSession;
  readonly onChoose: (sessionId: string) => void;
  readonly onCopy?: () => void;
  readonly copying?: boolean;
  readonly children?: ReactNode;
}

/** The session filter and "copy to the current session" (offered while another session is shown). */
export function PlannerSessionBar(props: PlannerSessionBarProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const other = props.shown.id.value !== props.current.id.value;
  return (
    <div className={styles.bar}>
      <Field label={t('responsibilities.planner.session')} className={styles.field}>
        <Select
          className={styles.select}
          select={{ className: styles.select }}
          data-testid="planner-session"
          value={props.shown.id.value}
          onChange={(_, d) => props.onChoose(d.value)}
        >
          {props.list.map((s) => (
            <option key={s.id.value} value={s.id.value}>
              {sessionChoiceLabel(s, t)}
            </option>
          ))}
        </Select>
      </Field>
      {other && props.onCopy && (
        <Button onClick={props.onCopy} disabled={props.copying} data-testid="planner-copy">
          {t('responsibilities.planner.copy', { session: sessionLabel(props.current, t) })}
        </Button>
      )}
      {props.children}
    </div>
  );
}
