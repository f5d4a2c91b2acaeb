import { create } from 'zustand';

/** UI-only state of the payments list (server data stays in TanStack Query). */
interface PaymentsViewState {
  readonly showVoided: boolean;
  readonly page: number;
  setShowVoided(show: boolean): void;
  setPage(page: number): void;
  reset(): void;
}

export const PAGE_SIZE = 20;

export const usePaymentsView = create<PaymentsViewState>((set) => ({
  showVoided: false,
  page: 0,
  setShowVoided: (showVoided) => set({ showVoided, page: 0 }),
  setPage: (page) => set({ page: Math.max(0, page) }),
  reset: () => set({ showVoided: false, page: 0 }),
}));
