import { Button, makeStyles, tokens } from '@cenacle/kit/ui';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  frame: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  toolbar: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  content: {
    padding: `0 ${tokens.spacingHorizontalM}`,
    minHeight: '120px',
    '& .ProseMirror': { outline: 'none', minHeight: '120px' },
  },
});

/**
 * The rich-text field (TipTap): paragraphs, headings, bold, italic, lists, quotes; links are made
 * from typed addresses. Its HTML goes to the server, which keeps only the harmless part.
 */
export default function RichTextEditor(props: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: props.value,
    editorProps: {
      attributes: { id: props.id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': props.label },
    },
    onUpdate: ({ editor: current }) => props.onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      heading: e?.isActive('heading', { level: 3 }) ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
    }),
  });
  const chain = () => editor?.chain().focus();
  const tool = (name: keyof NonNullable<typeof active>, label: string, run: () => unknown) => (
    <Button
      size="small"
      appearance={active?.[name] ? 'primary' : 'subtle'}
      aria-pressed={active?.[name] ?? false}
      // Keep the focus and the selection in the editor: a click on a tool must not blur the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => run()}
    >
      {label}
    </Button>
  );
  return (
    <div className={styles.frame}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('branches.editor.toolbar')}>
        {tool('bold', t('branches.editor.bold'), () => chain()?.toggleBold().run())}
        {tool('italic', t('branches.editor.italic'), () => chain()?.toggleItalic().run())}
        {tool('heading', t('branches.editor.heading'), () => chain()?.toggleHeading({ level: 3 }).run())}
        {tool('bulletList', t('branches.editor.bulletList'), () => chain()?.toggleBulletList().run())}
        {tool('orderedList', t('branches.editor.orderedList'), () => chain()?.toggleOrderedList().run())}
      </div>
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}
