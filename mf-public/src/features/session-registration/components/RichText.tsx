import styles from './registration.module.css';

/**
 * The form's description or success content: rich text the organisers wrote, sanitized by the server
 * before it was stored (registration-form route), so only harmless tags remain.
 */
export function RichText(props: { readonly html: string }) {
  if (!props.html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized rich text
  return <div className={styles.rich} dangerouslySetInnerHTML={{ __html: props.html }} />;
}
