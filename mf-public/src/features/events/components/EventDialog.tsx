import type { PublicSession } from '@cenacle/shared-domain/organisation/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EventDetails } from './EventDetails.tsx';
import { useEventTitle } from './EventItem.tsx';
import styles from './events.module.css';

/** The preview of a session in a native modal dialog (Escape and the close button close it). */
export function EventDialog(props: { readonly event: PublicSession; readonly onClose: () => void }) {
  const { t } = useTranslation('public');
  const title = useEventTitle();
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  // Opened once; leaving the page removes it from the top layer, so there is nothing to undo (closing
  // it here would send a close event after the next preview opened).
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={headingId} onClose={props.onClose}>
      <div className={styles.dialogHead}>
        <h2 id={headingId}>{title(props.event)}</h2>
        <button type="button" className={styles.close} onClick={() => ref.current?.close()}>
          {t('events.close')}
        </button>
      </div>
      <EventDetails event={props.event} />
    </dialog>
  );
}
