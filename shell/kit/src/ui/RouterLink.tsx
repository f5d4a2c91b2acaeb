import { Link, type LinkProps } from '@cenacle/kit/router';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

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
