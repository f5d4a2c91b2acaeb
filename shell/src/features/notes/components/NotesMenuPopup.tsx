import { MenuItem, MenuList } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { AnchoredMenu } from '../../layout/components/AnchoredMenu.tsx';
import type { AnchoredMenuProps } from '../../layout/components/DeferredMenu.tsx';
import { useNoteLocation } from '../hooks/useNotes.ts';
import { useNotesBoard } from '../state/notes-board.ts';

/** The notes menu: a new note on this page, and hide or show the notes. */
export default function NotesMenuPopup(props: AnchoredMenuProps) {
  const { t } = useTranslation();
  const location = useNoteLocation();
  const hidden = useNotesBoard((s) => s.hidden);
  return (
    <AnchoredMenu {...props}>
      <MenuList>
        <MenuItem onClick={() => useNotesBoard.getState().add(location)} data-testid="new-note">
          {t('notes.new')}
        </MenuItem>
        <MenuItem onClick={() => useNotesBoard.getState().toggleHidden()} data-testid="toggle-notes">
          {hidden ? t('notes.show') : t('notes.hide')}
        </MenuItem>
      </MenuList>
    </AnchoredMenu>
  );
}
