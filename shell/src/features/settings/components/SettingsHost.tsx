import { lazy, Suspense } from 'react';
import { useSettingsDialog } from '../state/settings-dialog.ts';

const SettingsDialog = lazy(() => import('./SettingsDialog.tsx'));

/** Mounts the settings modal while it is open; its code loads the first time. */
export function SettingsHost() {
  const open = useSettingsDialog((s) => s.open);
  return open ? (
    <Suspense fallback={null}>
      <SettingsDialog />
    </Suspense>
  ) : null;
}
