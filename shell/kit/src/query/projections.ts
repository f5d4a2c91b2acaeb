/**
 * Read models the API announces over the WebSocket. A query key starts with the name of the read
 * model it reads, so a change notice invalidates exactly the matching queries.
 */
export const PROJECTIONS = ['ledger', 'ledger-audit', 'school-sessions', 'branches', 'users'] as const;
export type Projection = (typeof PROJECTIONS)[number];

export function isProjection(value: unknown): value is Projection {
  return typeof value === 'string' && (PROJECTIONS as readonly string[]).includes(value);
}
