import { makeStyles } from '@cenacle/kit/ui';
import { ConfirmDialog } from '@cenacle/kit/ui-extended';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDeleteNote, useNoteLocation, usePageNotes, useSaveNote } from '../hooks/useNotes.ts';
import { type NoteDraft, useNotesBoard } from '../state/notes-board.ts';
import { notesOnPage } from '../state/notes-on-page.ts';
import { StickyNote } from './StickyNote.tsx';

const useStyles = makeStyles({
  // The page's top-left corner: notes sit at page coordinates and scroll with it.
  layer: { position: 'absolute', top: 0, left: 0, width: 0, height: 0, zIndex: 5, pointerEvents: 'none' },
});

/** The signed-in user's notes on the current page (unless hidden), over the page. */
export default function NotesLayer() {
  const styles = useStyles();
  const { t } = useTranslation();
  const location = useNoteLocation();
  const notes = usePageNotes(location);
  const hidden = useNotesBoard((s) => s.hidden);
  const drafts = useNotesBoard((s) => s.drafts);
  const change = useNotesBoard((s) => s.change);
  const save = useSaveNote();
  const remove = useDeleteNote();
  const [deleting, setDeleting] = useState<NoteDraft | null>(null);
  if (hidden) return null;
  const shown = notesOnPage(notes.data ?? [], drafts, location);
  const askDelete = (draft: NoteDraft) => {
    // A note never saved has nothing to lose but its words: those go without asking only when empty.
    if (draft.id === null && !draft.title && !draft.content) useNotesBoard.getState().drop(draft.key);
    else setDeleting(draft);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    if (deleting.id === null) {
      useNotesBoard.getState().drop(deleting.key);
      setDeleting(null);
      return;
    }
    remove.mutate(deleting, { onSettled: () => setDeleting(null) });
  };
  return createPortal(
    <div className={styles.layer} data-testid="notes-layer">
      {shown.map(({ draft, changed }) => (
        <StickyNote
          key={draft.key}
          draft={draft}
          changed={changed}
          saving={save.isPending && save.variables?.key === draft.key}
          onChange={change}
          onSave={() => save.mutate(draft)}
          onDelete={() => askDelete(draft)}
        />
      ))}
      <ConfirmDialog
        open={deleting !== null}
        title={t('notes.confirmDelete.title')}
        confirmLabel={t('notes.confirmDelete.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {t('notes.confirmDelete.text', { title: deleting?.title || t('notes.untitled') })}
      </ConfirmDialog>
    </div>,
    document.body,
  );
}
