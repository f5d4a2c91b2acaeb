import { useState } from 'react';

export const PARTICIPANT_VIEWS = ['table', 'columns'] as const;
export type ParticipantView = (typeof PARTICIPANT_VIEWS)[number];

const STORAGE_KEY = 'cenacle.participants.view';

function stored(): ParticipantView {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return PARTICIPANT_VIEWS.find((view) => view === value) ?? 'table';
  } catch {
    return 'table';
  }
}

/** The participants page's view, kept in this browser as the user's preference. */
export function useViewPreference(): [ParticipantView, (view: ParticipantView) => void] {
  const [view, setView] = useState<ParticipantView>(stored);
  const choose = (next: ParticipantView) => {
    setView(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage refused (a private window): the choice lasts until the page is left.
    }
  };
  return [view, choose];
}
