import { api } from '@cenacle/kit';

interface Assignment {
  /** The conference. */
  readonly id: string;
  readonly session: string;
  readonly user: string;
}

/** The planner reports a refused move itself (and rolls it back): no toast from the client. */
export const assignServant = (body: Assignment) =>
  api.post<null>('/api/user-conference', body, { silent: true });

export const unassignServant = (query: Assignment) =>
  api.delete<null>('/api/user-conference', undefined, { query: { ...query }, silent: true });

/**
 * `POST /api/user-conference/notify {session, conference?}` (branch admins): without a conference,
 * every servant of the session, each mailed once with all his conferences.
 */
export const notifyServants = (session: string, conference?: string) =>
  api.post<{ notified: number }>('/api/user-conference/notify', { session, conference });

export const copyAssignments = (from: string, to: string) =>
  api.post<{ copied: number }>('/api/user-conference/copy', { from, to });
