import { useNamespace } from '@cenacle/kit';
import { RESPONSIBILITIES_MESSAGES } from '../features/responsibilities/api/messages.ts';
import { RoomAssignmentPage } from '../features/room-assignment/components/RoomAssignmentPage.tsx';
import { LODGING_MESSAGES, ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { loadPlanningStrings, PLANNING_NS } from '../i18n/namespace.ts';

/** Exposed as `planning/RoomAssignmentRoute`: /room-assignment?session={id} (staff of the session's branch). */
export default function RoomAssignmentRoute() {
  // The responsibilities' messages carry the toast of a refused move (calls §8 "Room move failure").
  useNamespace(
    PLANNING_NS,
    loadPlanningStrings,
    ORGANISATION_MESSAGES,
    RESPONSIBILITIES_MESSAGES,
    LODGING_MESSAGES,
  );
  return <RoomAssignmentPage />;
}
