import { makeStyles, tokens } from '@cenacle/kit/ui';

const useStyles = makeStyles({
  text: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
});

/**
 * The form's description or success content: rich text the organisers wrote, sanitized by the server
 * before it was stored (registration-form route), so only harmless tags remain.
 */
export function RichText(props: { readonly html: string }) {
  const styles = useStyles();
  if (!props.html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized rich text
  return <div className={styles.text} dangerouslySetInnerHTML={{ __html: props.html }} />;
}
