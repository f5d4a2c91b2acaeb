import { useTranslation } from 'react-i18next';
import styles from './site.module.css';

/** While a page's data loads: announced politely to screen readers. */
export function Loading(props: { readonly label?: string }) {
  const { t } = useTranslation('public');
  return (
    <p className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {props.label ?? t('site.loading')}
    </p>
  );
}

/** Nothing to show (yet). */
export function Empty(props: { readonly children: string }) {
  return <p className={styles.state}>{props.children}</p>;
}

/** The call failed: say so and offer to try again. */
export function LoadError(props: {
  readonly onRetry: () => void;
  /** The server's translated message, when it gave one; the page's general one otherwise. */
  readonly message?: string;
  readonly testId?: string;
}) {
  const { t } = useTranslation('public');
  return (
    <div className={styles.error} role="alert" data-testid={props.testId}>
      <p>{props.message ?? t('site.loadError')}</p>
      <button type="button" className={styles.button} onClick={props.onRetry}>
        {t('site.retry')}
      </button>
    </div>
  );
}
