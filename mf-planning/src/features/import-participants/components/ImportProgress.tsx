import { translateDynamic } from '@cenacle/kit';
import { Field, MessageBar, MessageBarBody } from '@cenacle/kit/ui';
import { ProgressBar } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import type { RunState } from '../hooks/useImportRun.ts';

/** How far the batches got, and how the run ended. */
export function ImportProgress(props: { readonly state: RunState; readonly cancelRequested: boolean }) {
  const { t } = useTranslation('planning');
  const { phase, done, total, error } = props.state;
  const running = phase === 'savingForm' || phase === 'importing';
  const label =
    phase === 'savingForm'
      ? t('importParticipants.run.savingForm')
      : running && props.cancelRequested
        ? t('importParticipants.run.cancelling')
        : t('importParticipants.run.progress', { done, total });
  return (
    <section data-testid="import-progress" data-phase={phase}>
      <Field validationMessage={label} validationState="none">
        <ProgressBar
          value={phase === 'savingForm' ? undefined : total === 0 ? 1 : done / total}
          max={1}
          thickness="large"
          aria-label={label}
          data-testid="import-progress-bar"
          data-done={done}
          data-total={total}
        />
      </Field>
      {phase === 'done' && (
        <MessageBar intent="success" data-testid="import-finished">
          <MessageBarBody>{t('importParticipants.run.done')}</MessageBarBody>
        </MessageBar>
      )}
      {phase === 'cancelled' && (
        <MessageBar intent="warning" data-testid="import-cancelled">
          <MessageBarBody>{t('importParticipants.run.cancelled', { done, total })}</MessageBarBody>
        </MessageBar>
      )}
      {phase === 'failed' && (
        <MessageBar intent="error" role="alert" data-testid="import-failed">
          <MessageBarBody>
            {t('importParticipants.run.failed', { error: translateDynamic(error ?? 'global.state.error') })}
          </MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
