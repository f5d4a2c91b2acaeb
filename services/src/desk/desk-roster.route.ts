import { formatPosition } from '@cenacle/infra';
import { registrationToken, sha256Hex } from '@cenacle/infra/secrets/registration-token.ts';
import { deskSessionState } from '@cenacle/projections/desk/desk-arrivals/desk-arrivals.queries.ts';
import { deskRosterRows } from '@cenacle/projections/desk/desk-arrivals/desk-roster.queries.ts';
import { retreatCenterById } from '@cenacle/projections/lodging/retreat-centers/retreat-centers.queries.ts';
import { assignmentsOfSession } from '@cenacle/projections/lodging/room-assignments/room-assignments.queries.ts';
import { publicSessionById } from '@cenacle/projections/organisation/public-sessions/public-sessions.queries.ts';
import { readModelsOf } from '@cenacle/projections/query';
import { fromMinorUnits, STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import { type DeskRoster, DeskRosterSchema, DeskSessionParamsSchema } from '@cenacle/shared-domain/desk';
import type { Deps } from '../deps.ts';
import { queryRoute } from '../http/query-route.ts';
import { fullSessionToRead } from '../organisation/session-scope.ts';

/** What the roster reads: the session's scope, its people, the desk's records and the rooms. */
const QUERIES = [
  fullSessionToRead,
  deskRosterRows,
  deskSessionState,
  assignmentsOfSession,
  // The session's page names its centre; the centre names its rooms.
  publicSessionById,
  retreatCenterById,
];

/** The name of each room of the session's centre, by room id (its number when it has no name). */
async function roomNames(deps: Deps, sessionId: string): Promise<Map<string, string>> {
  const centerId = (await publicSessionById(deps.db, sessionId))?.retreatCenter?.value ?? null;
  const center = centerId ? await retreatCenterById(deps.db, centerId) : null;
  const names = new Map<string, string>();
  for (const building of center?.buildings ?? []) {
    for (const room of building.rooms) {
      names.set(room.id.value, room.name || String(room.roomNumber ?? ''));
    }
  }
  return names;
}

/**
 * `GET /api/desk/{sessionId}/roster`: what a desk keeps on the device for a session (staff of its
 * branch only): its people with presence, due and paid, room and key, children in the group and the
 * digests of pickup codes and registration tokens. No e-mail addresses, no answers.
 */
export const deskRosterRoute = queryRoute({
  url: '/api/desk/:sessionId/roster',
  summary: "The arrival desk's roster of a session, kept on the device",
  tags: ['desk'],
  audience: STAFF_AUTHORITIES,
  queries: QUERIES,
  params: DeskSessionParamsSchema,
  response: { 200: DeskRosterSchema },
  async handle({ params: { sessionId }, user, deps }): Promise<DeskRoster> {
    const session = await fullSessionToRead(deps, user, sessionId);
    // Read before the tables: the roster reflects at least this position.
    const position = deps.positions.least(readModelsOf(QUERIES));
    const [rows, desk, assignments, rooms] = await Promise.all([
      deskRosterRows(deps.db, sessionId),
      deskSessionState(deps.db, sessionId),
      assignmentsOfSession(deps.db, sessionId),
      roomNames(deps, sessionId),
    ]);
    const roomOf = new Map(
      assignments.filter((a) => a.person.type === 'participant').map((a) => [a.person.id, a.roomId]),
    );
    const people = rows.map((row) => {
      const arrival = desk.arrivals.get(row.participantId);
      const roomId = roomOf.get(row.participantId);
      const token = registrationToken(
        deps.config.secretsKey,
        row.participantId,
        arrival?.tokenGeneration ?? 0,
      );
      return {
        participantId: row.participantId,
        firstname: row.firstname,
        lastname: row.lastname,
        level: row.level,
        present: row.present,
        due: fromMinorUnits(row.dueMinor),
        paid: fromMinorUnits(row.paidMinor),
        room: roomId ? (rooms.get(roomId) ?? null) : null,
        keyHandedOut: arrival?.keyHandedOut ?? false,
        children: row.children.map((child) => {
          const state = desk.children.get(child.id);
          return {
            id: child.id,
            firstname: child.firstname,
            lastname: child.lastname,
            age: child.age < 0 ? null : child.age,
            checkedIn: state?.checkedIn ?? false,
            pickupCodeDigest: state?.checkedIn ? state.pickupCodeDigest : null,
          };
        }),
        indexBookSaved: row.indexBookSaved,
        registrationTokenDigest: sha256Hex(token),
      };
    });
    return {
      session: {
        id: sessionId,
        name: session.season,
        branch: session.branch?.name ?? '',
        startDate: session.dateFrom ?? '',
        endDate: session.dateTo ?? '',
        levels: session.levels.map((level) => level.name),
      },
      people,
      position: position ? formatPosition(position) : '0.0',
      loadedAt: deps.clock().toISOString(),
    };
  },
});
