import { Button, Input, makeStyles, mergeClasses, tokens } from '@cenacle/kit/ui';
import { Badge, Textarea } from '@cenacle/kit/ui-extended';
import {
  clampMetadata,
  NOTE_CONTENT_MAX_LENGTH,
  NOTE_TITLE_MAX_LENGTH,
} from '@cenacle/shared-domain/notes/rules';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteDraft } from '../state/notes-board.ts';

const useStyles = makeStyles({
  note: {
    position: 'absolute',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorPaletteYellowBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteYellowBorder2}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow8,
    pointerEvents: 'auto',
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  handle: { flexGrow: 1, cursor: 'move', touchAction: 'none', justifyContent: 'flex-start', minWidth: 0 },
  content: { flexGrow: 1, display: 'flex', '& textarea': { resize: 'none' } },
  grow: { flexGrow: 1 },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  resize: { cursor: 'nwse-resize', touchAction: 'none', minWidth: 'auto' },
});

/** How far an arrow key moves or resizes a note (pixels). */
const STEP = 10;

interface StickyNoteProps {
  readonly draft: NoteDraft;
  readonly changed: boolean;
  readonly saving: boolean;
  readonly onChange: (draft: NoteDraft) => void;
  readonly onSave: () => void;
  readonly onDelete: () => void;
}

type Gesture = 'move' | 'resize';

/**
 * One sticky note: dragged by its handle, resized by its corner (pointer, or arrow keys on either),
 * edited in place; "changed" shows until it is saved.
 */
export function StickyNote({ draft, changed, saving, onChange, onSave, onDelete }: StickyNoteProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const start = useRef<{ x: number; y: number; metadata: NoteDraft['metadata'] } | null>(null);
  const { x, y, width, height } = draft.metadata;
  const name = draft.title || t('notes.untitled');

  const apply = (gesture: Gesture, dx: number, dy: number, from = draft.metadata) =>
    onChange({
      ...draft,
      metadata: clampMetadata(
        gesture === 'move'
          ? { ...from, x: from.x + dx, y: from.y + dy }
          : { ...from, width: from.width + dx, height: from.height + dy },
      ),
    });
  const pointer = (gesture: Gesture) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      event.currentTarget.setPointerCapture(event.pointerId);
      start.current = { x: event.clientX, y: event.clientY, metadata: draft.metadata };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (from) apply(gesture, event.clientX - from.x, event.clientY - from.y, from.metadata);
    },
    onPointerUp() {
      start.current = null;
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-STEP, 0],
        ArrowRight: [STEP, 0],
        ArrowUp: [0, -STEP],
        ArrowDown: [0, STEP],
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      apply(gesture, move[0], move[1]);
    },
  });

  return (
    <section
      className={styles.note}
      style={{ left: x, top: y, width, height }}
      aria-label={t('notes.note', { title: name })}
      data-testid="sticky-note"
      data-changed={changed ? 'true' : 'false'}
    >
      <div className={styles.header}>
        <Button
          size="small"
          appearance="transparent"
          className={styles.handle}
          aria-label={t('notes.move', { title: name })}
          title={t('notes.moveHint')}
          {...pointer('move')}
        >
          ⠿
        </Button>
        {changed && (
          <Badge appearance="tint" color="warning" data-testid="note-changed">
            {t('notes.changed')}
          </Badge>
        )}
        <Button
          size="small"
          appearance="transparent"
          aria-label={t('notes.delete', { title: name })}
          onClick={onDelete}
        >
          ✕
        </Button>
      </div>
      <Input
        size="small"
        value={draft.title}
        maxLength={NOTE_TITLE_MAX_LENGTH}
        placeholder={t('notes.titlePlaceholder')}
        aria-label={t('notes.title')}
        onChange={(_, data) => onChange({ ...draft, title: data.value })}
      />
      <Textarea
        className={styles.content}
        textarea={{ className: styles.grow }}
        value={draft.content}
        maxLength={NOTE_CONTENT_MAX_LENGTH}
        placeholder={t('notes.contentPlaceholder')}
        aria-label={t('notes.content')}
        onChange={(_, data) => onChange({ ...draft, content: data.value })}
      />
      <div className={styles.footer}>
        <Button
          size="small"
          appearance={changed ? 'primary' : 'secondary'}
          disabled={!changed || saving}
          onClick={onSave}
        >
          {saving ? t('notes.saving') : t('notes.save')}
        </Button>
        <Button
          size="small"
          appearance="transparent"
          className={mergeClasses(styles.resize)}
          aria-label={t('notes.resize', { title: name })}
          title={t('notes.resizeHint')}
          {...pointer('resize')}
        >
          ◢
        </Button>
      </div>
    </section>
  );
}
