import { Link, type LinkProps } from '@cenacle/kit/router';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useCanOpen } from '../routes/route-access.ts';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/** A client-side route link (react-router) that looks like Fluent's Link. */
export function RouterLink({ className, ...props }: LinkProps) {
  const styles = useStyles();
  return <Link {...props} className={mergeClasses(styles.link, className)} />;
}

/**
 * A link to another page that is drawn only when the signed-in person may open that page (its
 * route's authorities, as the shell knows them): a link never leads to a 403 page.
 */
export function OpenableLink(props: LinkProps & { readonly to: string }) {
  const allowed = useCanOpen(props.to);
  return allowed ? <RouterLink {...props} /> : null;
}
