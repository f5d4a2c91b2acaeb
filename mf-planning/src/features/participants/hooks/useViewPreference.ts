import { useLocalPreference } from '../../preferences/useLocalPreference.ts';

export const PARTICIPANT_VIEWS = ['table', 'columns'] as const;
type ParticipantView = (typeof PARTICIPANT_VIEWS)[number];

const parseView = (stored: string | null): ParticipantView =>
  PARTICIPANT_VIEWS.find((view) => view === stored) ?? 'table';

/** The participants page's view, kept in this browser as the user's preference. */
export function useViewPreference(): [ParticipantView, (view: ParticipantView) => void] {
  return useLocalPreference('cenacle.participants.view', parseView);
}
