import { Button, QueryView } from '@cenacle/kit/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Tab,
  TabList,
} from '@cenacle/kit/ui-extended';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { useTranslation } from 'react-i18next';
import { usePublicSession } from '../hooks/usePublicSession.ts';
import { sessionLabel } from '../session-label.ts';
import { PublicSessionForm } from './PublicSessionForm.tsx';
import { SessionLinks } from './SessionLinks.tsx';

export type SettingsTab = 'links' | 'publicSession';

function PublishTab(props: { readonly session: SchoolSession }) {
  const page = usePublicSession(props.session.id.value);
  return (
    <QueryView query={page}>
      {(saved) => <PublicSessionForm key={saved ? 'saved' : 'new'} session={props.session} page={saved} />}
    </QueryView>
  );
}

/** The session settings modal (spec §2 Sessions): its links, and the publish form (tab=publicSession). */
export function SessionSettingsDialog(props: {
  readonly session: SchoolSession;
  readonly tab: SettingsTab;
  readonly onTab: (tab: SettingsTab) => void;
  readonly onEditLevels: () => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface style={{ maxWidth: '900px' }} data-testid="session-settings-dialog">
        <DialogBody>
          <DialogTitle>{t('settings.title', { session: sessionLabel(props.session, t) })}</DialogTitle>
          <DialogContent>
            <TabList
              selectedValue={props.tab}
              onTabSelect={(_, d) => props.onTab(d.value as SettingsTab)}
              aria-label={t('settings.tabs.label')}
            >
              <Tab value="links" data-testid="settings-tab-links">
                {t('settings.tabs.links')}
              </Tab>
              <Tab value="publicSession" data-testid="settings-tab-public">
                {t('settings.tabs.publicSession')}
              </Tab>
            </TabList>
            {props.tab === 'links' ? (
              <SessionLinks
                session={props.session}
                onEditLevels={props.onEditLevels}
                onPublish={() => props.onTab('publicSession')}
              />
            ) : (
              <PublishTab session={props.session} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('settings.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
