import { type ToastMessage, takeToasts, toastStore, translateDynamic } from '@cenacle/kit';
import { useId } from '@cenacle/kit/ui';
import { Toast, Toaster, ToastTitle, useToastController } from '@cenacle/kit/ui-extended';
import { useEffect } from 'react';

/** Shows the kit's toasts (API alerts and errors) at the top left (spec: "toasts at top-left"). */
export default function Toasts() {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(() => {
    const show = (toast: ToastMessage) =>
      dispatchToast(
        <Toast data-testid={`toast-${toast.intent}`}>
          <ToastTitle>{translateDynamic(toast.messageKey, toast.params)}</ToastTitle>
        </Toast>,
        { intent: toast.intent, timeout: toast.intent === 'error' ? 8000 : 4000 },
      );
    const drain = () => {
      for (const toast of takeToasts()) show(toast);
    };
    drain();
    return toastStore.subscribe(drain);
  }, [dispatchToast]);

  return <Toaster toasterId={toasterId} position="top-start" pauseOnHover limit={5} />;
}
