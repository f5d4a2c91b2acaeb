import { useEffect } from 'react';

/**
 * The page's <title> and <meta name="description"> in the visitor's language. Set on the document
 * itself (not rendered as hoisted elements): the shell's HTML already carries a title and a
 * description, and a second <title> would not win over the first.
 */
export function PageHead(props: { readonly title: string; readonly description: string }) {
  const { title, description } = props;
  useEffect(() => {
    document.title = `${title} · Cenacle`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
  return null;
}
