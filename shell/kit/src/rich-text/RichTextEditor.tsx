import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Suspense, use, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl, uploadToFileStore } from '../api/upload.ts';
import { Button, Caption1, makeStyles, Spinner, tokens } from '../ui/core.ts';
import { type RichTextStrings, richTextStrings } from './strings.ts';

const useStyles = makeStyles({
  frame: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  content: {
    padding: `0 ${tokens.spacingHorizontalM}`,
    minHeight: '120px',
    '& .ProseMirror': { outline: 'none', minHeight: '120px' },
    '& img': { maxWidth: '100%', height: 'auto' },
  },
});

export interface RichTextEditorProps {
  readonly id: string;
  /** The field's spoken name. */
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  /** Offers the image button (upload to the file store, insert `api/image/{fileId}`); default true. */
  readonly images?: boolean;
}

/** Image types the editor asks the file chooser for (the file store checks them again). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

function Editor(props: RichTextEditorProps & { readonly strings: RichTextStrings }) {
  const { strings } = props;
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), Image],
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
  const tool = (name: keyof NonNullable<typeof active>, run: () => unknown) => (
    <Button
      size="small"
      appearance={active?.[name] ? 'primary' : 'subtle'}
      aria-pressed={active?.[name] ?? false}
      // Keep the focus and the selection in the editor: a click on a tool must not blur the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => run()}
    >
      {strings[name]}
    </Button>
  );
  const insertImage = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setUploading(true);
    setFailed(false);
    try {
      const stored = await uploadToFileStore(file);
      // The file's name, without its extension, is the image's first text alternative.
      const alt = file.name.replace(/\.[^.]+$/, '');
      chain()
        ?.setImage({ src: imageUrl(stored.fileId), alt })
        .run();
    } catch {
      setFailed(true);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className={styles.frame}>
      <div className={styles.toolbar} role="toolbar" aria-label={strings.toolbar}>
        {tool('bold', () => chain()?.toggleBold().run())}
        {tool('italic', () => chain()?.toggleItalic().run())}
        {tool('heading', () => chain()?.toggleHeading({ level: 3 }).run())}
        {tool('bulletList', () => chain()?.toggleBulletList().run())}
        {tool('orderedList', () => chain()?.toggleOrderedList().run())}
        {props.images !== false && (
          <>
            <input
              ref={input}
              type="file"
              hidden
              accept={IMAGE_TYPES}
              data-testid={`${props.id}-image-input`}
              onChange={(event) => void insertImage(event.target.files?.[0])}
            />
            <Button
              size="small"
              appearance="subtle"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => input.current?.click()}
              disabledFocusable={uploading}
              icon={uploading ? <Spinner size="tiny" /> : undefined}
            >
              {uploading ? strings.uploading : strings.image}
            </Button>
          </>
        )}
        {failed && <Caption1 role="alert">{strings.uploadFailed}</Caption1>}
      </div>
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}

function WithStrings(props: RichTextEditorProps) {
  // Re-read on a language change: useTranslation re-renders this component then.
  useTranslation();
  return <Editor {...props} strings={use(richTextStrings())} />;
}

/**
 * The one rich-text field of Cenacle (TipTap): paragraphs, headings, bold, italic, lists, quotes,
 * links made from typed addresses, and images uploaded to the file store. Its HTML goes to the
 * server, which keeps only the harmless part.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Spinner size="tiny" />}>
      <WithStrings {...props} />
    </Suspense>
  );
}
