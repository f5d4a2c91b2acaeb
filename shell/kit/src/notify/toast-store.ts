import { createStore } from 'zustand/vanilla';

export type ToastIntent = 'success' | 'error' | 'info' | 'warning';

export interface ToastMessage {
  readonly id: number;
  readonly intent: ToastIntent;
  /** Translation key (any namespace, see translateDynamic) or plain text from the server. */
  readonly messageKey: string;
  readonly params: Readonly<Record<string, string>>;
}

interface ToastState {
  readonly queue: readonly ToastMessage[];
}

/** Toasts raised outside React (the API client); the shell's toaster drains the queue. */
export const toastStore = createStore<ToastState>(() => ({ queue: [] }));

let nextId = 1;

function push(intent: ToastIntent, messageKey: string, params: Readonly<Record<string, string>> = {}): void {
  const toast: ToastMessage = { id: nextId++, intent, messageKey, params };
  toastStore.setState((state) => ({ queue: [...state.queue, toast] }));
}

export function takeToasts(): readonly ToastMessage[] {
  const { queue } = toastStore.getState();
  if (queue.length > 0) toastStore.setState({ queue: [] });
  return queue;
}

export const notify = {
  success: (key: string, params?: Readonly<Record<string, string>>) => push('success', key, params),
  error: (key: string, params?: Readonly<Record<string, string>>) => push('error', key, params),
  info: (key: string, params?: Readonly<Record<string, string>>) => push('info', key, params),
};
