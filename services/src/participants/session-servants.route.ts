import {
  participationOf,
  sessionServants,
} from '@cenacle/projections/participants/participants/participants.queries.ts';
import { DomainError, STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import { userDecider, userStream } from '@cenacle/shared-domain/identity';
import {
  rosterDecider,
  rosterStream,
  SERVANT_LEVEL,
  SessionParticipationSchema,
  SessionQuerySchema,
  SessionServantRequestSchema,
  SessionServantSchema,
} from '@cenacle/shared-domain/participants';
import { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';
import { queryRoute } from '../http/query-route.ts';
import {
  authorizeSessionRead,
  authorizeSessionWrite,
  sessionToActOn,
} from '../organisation/session-scope.ts';
import { assertServesBranch } from '../responsibilities/responsibility-access.ts';
import { mailPromoted } from './participant-mail.ts';
import { registrationWindow } from './registration-window.ts';

/**
 * `POST /api/session-servant`: a servant's account registered on a session (as the import does for
 * a servant's row): his name and address from his account, the servants' level, his own price. He
 * must serve in the session's branch (400 on `servant`), whoever asks.
 */
export const addSessionServantRoute = commandRoute({
  method: 'POST',
  url: '/api/session-servant',
  summary: "Register a servant's account on a session",
  tags: ['participants', 'servants'],
  entityName: 'participant',
  audience: STAFF_AUTHORITIES,
  body: SessionServantRequestSchema,
  async handle({ body, user, deps, run }) {
    const { session: sessionId, servant: servantId } = body;
    const session = await sessionToActOn(deps, user, sessionId);
    // The account's own stream: a servant made a moment ago is found, an erased one is not.
    const { state: servant } = await deps.bus.load(userDecider, userStream(servantId));
    if (servant.status !== 'registered' || !servant.authorities.includes('SERVANT')) {
      throw new DomainError('UNKNOWN_REFERENCE', 'error.participant.unknownServant', {}, 'servant');
    }
    assertServesBranch(servant.branchIds, session.branchId, 'servant');
    const participantId = deps.newId();
    await run(rosterDecider, rosterStream(sessionId), {
      type: 'RegisterParticipant',
      data: {
        sessionId,
        participantId,
        firstname: servant.firstName,
        lastname: servant.lastName,
        email: servant.email,
        level: SERVANT_LEVEL,
        questions: [],
        children: [],
        priceMinor: servant.priceMinor ?? 0,
        source: 'STAFF',
        userId: servantId,
        language: servant.langKey,
        window: await registrationWindow(deps, sessionId),
      },
    });
    return {
      status: 201,
      body: { id: { value: participantId } },
      alert: {
        key: 'participants.messages.servant-added',
        param: `${servant.firstName} ${servant.lastName}`,
      },
    };
  },
});

/** `DELETE /api/session-servant?session=&servant=`: the servant's registration cancelled (an event). */
export const removeSessionServantRoute = commandRoute({
  method: 'DELETE',
  url: '/api/session-servant',
  summary: 'Take a servant off a session; the first ones waiting take the freed place',
  tags: ['participants', 'servants'],
  entityName: 'participant',
  audience: STAFF_AUTHORITIES,
  querystring: SessionServantRequestSchema,
  async handle({ query, user, deps, run }) {
    const { session: sessionId, servant: userId } = query;
    await authorizeSessionWrite(deps, user, sessionId);
    const window = await registrationWindow(deps, sessionId);
    const result = await run(rosterDecider, rosterStream(sessionId), {
      type: 'WithdrawServant',
      data: { sessionId, userId, window },
    });
    await mailPromoted(deps, run, result.events);
    return { status: 200, alert: { key: 'participants.messages.servant-removed', param: userId } };
  },
});

/** `GET /api/session-servants?session=`: the servants registered on a session. */
export const listSessionServantsRoute = queryRoute({
  url: '/api/session-servants',
  summary: 'Servants registered on a session',
  tags: ['participants', 'servants'],
  audience: STAFF_AUTHORITIES,
  queries: [authorizeSessionRead, sessionServants],
  querystring: SessionQuerySchema,
  response: { 200: z.array(SessionServantSchema) },
  async handle({ query, user, deps }) {
    await authorizeSessionRead(deps, user, query.session);
    return sessionServants(deps.db, query.session);
  },
});

/**
 * `GET /api/is-session-participant?session=`: whether the caller is registered on the session (the
 * active session's warning), through his account or his address. Any signed-in user may ask about
 * himself.
 */
export const isSessionParticipantRoute = queryRoute({
  url: '/api/is-session-participant',
  summary: 'Whether the signed-in user is registered on a session',
  tags: ['participants'],
  audience: 'signed-in',
  queries: [participationOf],
  querystring: SessionQuerySchema,
  response: { 200: SessionParticipationSchema },
  async handle({ query, user, deps }) {
    return participationOf(deps.db, query.session, { userId: user.id, email: user.email });
  },
});
