/**
 * @cenacle/kit/rich-text — the TipTap rich-text field, a shared singleton entry of its own: only the
 * screens that edit rich text load it (and TipTap with it), through `lazy(() => import(…))`.
 */
export { RichTextEditor as default, RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';
