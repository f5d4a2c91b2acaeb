import { create } from 'zustand';

/** Whether the main settings modal is open: opened from the account menu, shown by the layout. */
export const useSettingsDialog = create<{ open: boolean; show(): void; hide(): void }>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
