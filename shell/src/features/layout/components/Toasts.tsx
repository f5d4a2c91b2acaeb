import { type ToastMessage, takeToasts, toastStore, translateDynamic } from '@cenacle/kit';
import { makeStyles, useId } from '@cenacle/kit/ui';
import { Toast, Toaster, ToastTitle, useToastController } from '@cenacle/kit/ui-extended';
import { useEffect, useState } from 'react';

/** Fluent's own distance of a toaster from the window's edges, in px. */
const EDGE = 16;

/**
 * How far from the top the toasts start: below the page's title while it is on screen, so a toast
 * never covers what the page is (issue 24 §7); at Fluent's usual distance once it has scrolled away.
 */
function belowTitle(): number {
  const title = document.querySelector('main h1') ?? document.querySelector('h1');
  const bottom = title?.getBoundingClientRect().bottom ?? 0;
  return bottom > 0 ? Math.ceil(bottom) + EDGE / 2 : EDGE;
}

// Toasts are notices without controls: the pointer goes through them to the page they lie on (a
// drag in a planner, a button under a toast).
const useStyles = makeStyles({ toaster: { pointerEvents: 'none' } });

/** Shows the kit's toasts (API alerts and errors) at the top left (spec: "toasts at top-left"). */
export default function Toasts() {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  const [top, setTop] = useState(EDGE);
  const styles = useStyles();

  useEffect(() => {
    const show = (toast: ToastMessage) => {
      setTop(belowTitle());
      dispatchToast(
        <Toast data-testid={`toast-${toast.intent}`}>
          <ToastTitle>{translateDynamic(toast.messageKey, toast.params)}</ToastTitle>
        </Toast>,
        { intent: toast.intent, timeout: toast.intent === 'error' ? 8000 : 4000 },
      );
    };
    const drain = () => {
      for (const toast of takeToasts()) show(toast);
    };
    drain();
    return toastStore.subscribe(drain);
  }, [dispatchToast]);

  return (
    <Toaster
      toasterId={toasterId}
      position="top-start"
      className={styles.toaster}
      offset={{ horizontal: EDGE, vertical: top }}
      limit={5}
    />
  );
}
