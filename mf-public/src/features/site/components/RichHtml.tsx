/**
 * Rich text staff wrote (CMS, branch and session descriptions, testimonies): the server sanitized it
 * before storing it, so only harmless tags remain.
 */
export function RichHtml(props: { readonly html: string | null; readonly className?: string }) {
  if (!props.html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized rich text
  return <div className={props.className} dangerouslySetInnerHTML={{ __html: props.html }} />;
}
