import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../layout/components/DeferredMenu.tsx';
import { useNoteLocation, usePageNotes } from '../hooks/useNotes.ts';

const NotesMenuPopup = lazy(() => import('./NotesMenuPopup.tsx'));

/** The navbar's notes button, with how many notes this page holds. */
export default function NotesMenu() {
  const { t } = useTranslation();
  const notes = usePageNotes(useNoteLocation());
  const count = notes.data?.length ?? 0;
  return (
    <DeferredMenu
      label={count > 0 ? t('notes.menuCount', { count }) : t('notes.menu')}
      ariaLabel={t('notes.menuLabel', { count })}
      testId="notes-menu"
      eager={false}
    >
      {(menu) => <NotesMenuPopup {...menu} />}
    </DeferredMenu>
  );
}
