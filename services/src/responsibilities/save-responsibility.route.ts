import {
  RESPONSIBILITY_KEEPERS,
  type Responsibility,
  ResponsibilitySaveRequestSchema,
  ResponsibilitySchema,
  responsibilityDecider,
  responsibilityStream,
} from '@cenacle/shared-domain/responsibilities';
import { commandRoute } from '../http/command-route.ts';
import { sessionToActOn } from '../organisation/session-scope.ts';
import { levelOfSession } from './responsibility-access.ts';

/**
 * `POST /api/responsibility/`: without an id adds a responsibility to a session (201); with the id of
 * a listed one saves it again (200). The staff of the session's branch plan its responsibilities.
 */
export const saveResponsibilityRoute = commandRoute({
  method: 'POST',
  url: '/api/responsibility/',
  summary: 'Add a responsibility to a session, or save one again',
  tags: ['responsibilities'],
  entityName: 'responsibility',
  audience: RESPONSIBILITY_KEEPERS,
  body: ResponsibilitySaveRequestSchema,
  response: { 200: ResponsibilitySchema, 201: ResponsibilitySchema },
  async handle({ body, user, deps, run }) {
    const requestedId = body.id?.value;
    const current = requestedId
      ? (await deps.bus.load(responsibilityDecider, responsibilityStream(requestedId))).state
      : null;
    const updating = current !== null && current.status !== 'none';
    const session = await sessionToActOn(
      deps,
      user,
      updating ? current.sessionId : body.session.value,
      'session',
    );
    const responsibilityId = requestedId ?? deps.newId();
    const data = {
      responsibilityId,
      sessionId: body.session.value,
      name: body.name,
      type: body.type,
      level: levelOfSession(session, body.level, 'level'),
    };
    await run(
      responsibilityDecider,
      responsibilityStream(responsibilityId),
      updating ? { type: 'ChangeResponsibility', data } : { type: 'AddResponsibility', data },
    );
    const saved: Responsibility = {
      id: { value: responsibilityId },
      session: { value: data.sessionId },
      name: data.name,
      type: data.type,
      level: data.level,
      servants: [],
      branch: { value: session.branchId },
    };
    return {
      status: updating ? 200 : 201,
      alert: { key: 'responsibility.messages.saved', param: data.name },
      body: saved,
    };
  },
});
