import { formatDateTime } from '@cenacle/kit';
import { Body1, Button, Caption1, makeStyles, QueryView, tokens } from '@cenacle/kit/ui';
import {
  ConfirmDialog,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@cenacle/kit/ui-extended';
import type { InfoComponent, InfoComponentVersion } from '@cenacle/shared-domain/content/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionSummary } from '../../sections/components/SectionCard.tsx';
import { useRestoreSection, useSectionHistory } from '../hooks/useSectionHistory.ts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(800px, 96vw)', width: '100%' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  text: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
});

/** What a version did, in words: saved, restored from an earlier one, or removed. */
function useVersionLabel() {
  const { t } = useTranslation('cms');
  return (entry: InfoComponentVersion) => {
    if (entry.removed) return t('history.removed', { version: entry.version });
    if (entry.restoredFrom !== null)
      return t('history.restored', { version: entry.version, from: entry.restoredFrom });
    return t('history.saved', { version: entry.version });
  };
}

/**
 * The history of a section (`GET /api/info-component/{id}/history`): who saved which version when,
 * what it said; an earlier version can be restored (asking first), which saves it as a new version.
 */
export function SectionHistoryDialog(props: {
  readonly component: InfoComponent;
  readonly onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const id = props.component.id.value;
  const history = useSectionHistory(id);
  const restore = useRestoreSection(id);
  const label = useVersionLabel();
  const [restoring, setRestoring] = useState<number | null>(null);
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>
            {t('history.title', { name: props.component.name || t('sections.unnamedOne') })}
          </DialogTitle>
          <DialogContent>
            <QueryView query={history} isEmpty={(list) => list.length === 0} empty={t('history.empty')}>
              {(list) => (
                <ol className={styles.list} data-testid="section-history">
                  {list.map((entry, i) => (
                    <li
                      key={entry.version}
                      className={styles.item}
                      data-testid="history-entry"
                      data-version={entry.version}
                    >
                      <div className={styles.text}>
                        <Body1>{label(entry)}</Body1>
                        <Caption1>
                          {t('history.by', {
                            who: entry.who ?? t('history.unknown'),
                            when: formatDateTime(entry.when),
                          })}
                        </Caption1>
                        {entry.component && (
                          <Caption1>{sectionSummary(entry.component) || t('sections.noWords')}</Caption1>
                        )}
                      </div>
                      {i > 0 && entry.component && !entry.removed && (
                        <Button onClick={() => setRestoring(entry.version)}>{t('history.restore')}</Button>
                      )}
                    </li>
                  ))}
                </ol>
              )}
            </QueryView>
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('history.close')}</Button>
          </DialogActions>
          {/* Nested in the history's surface: a click in it is not a click outside the history. */}
          <ConfirmDialog
            open={restoring !== null}
            title={t('history.restoreTitle')}
            confirmLabel={t('history.restoreConfirm')}
            busy={restore.isPending}
            onCancel={() => setRestoring(null)}
            onConfirm={() => {
              if (restoring !== null) restore.mutate(restoring, { onSettled: () => setRestoring(null) });
            }}
          >
            {restoring !== null && t('history.restoreText', { version: restoring })}
          </ConfirmDialog>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
