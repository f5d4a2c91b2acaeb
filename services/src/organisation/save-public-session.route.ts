import { sanitizeRichText } from '@cenacle/infra/text/rich-text.ts';
import { branchesById } from '@cenacle/projections/organisation/branches/branches.queries.ts';
import { pricesOfSession } from '@cenacle/projections/organisation/session-prices/session-prices.queries.ts';
import {
  defaultRegistrationLink,
  type PublicSession,
  PublicSessionSaveRequestSchema,
  PublicSessionSchema,
  type PublicSessionValues,
  SESSION_PUBLISHERS,
  schoolSessionDecider,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import { commandRoute } from '../http/command-route.ts';
import { assertCenterOfSessionBranch } from '../lodging/center-access.ts';
import { checkPhoto } from './photo-check.ts';
import { sessionToActOn } from './session-scope.ts';

/**
 * `POST /api/publicsession/`: publishes a session (the body's id is the session's), or saves its
 * public page again with every field. Admins, and branch admins of the session's branch. A blank
 * registration link becomes the session's registration page; the description keeps only harmless
 * HTML; a retreat centre it names must be of the session's branch (400 on `retreatCenter`); the answer
 * carries the session's price list as the prices read model holds it. Saving the page again names the
 * `version` it was made from: a stale one answers 409 (decision 019).
 */
export const savePublicSessionRoute = commandRoute({
  method: 'POST',
  url: '/api/publicsession/',
  summary: 'Publish a session, or save its public page again',
  tags: ['public sessions'],
  entityName: 'publicSession',
  audience: SESSION_PUBLISHERS,
  body: PublicSessionSaveRequestSchema,
  response: { 200: PublicSessionSchema },
  async handle({ body, user, deps, run }) {
    const sessionId = body.id.value;
    const session = await sessionToActOn(deps, user, sessionId);
    await checkPhoto(deps, body.photo);
    if (body.retreatCenter) {
      await assertCenterOfSessionBranch(deps, body.retreatCenter.value, session, 'retreatCenter');
    }
    const values: PublicSessionValues = {
      photo: body.photo,
      address: body.address,
      contact: body.contact,
      description: sanitizeRichText(body.description),
      registrationLink: body.registrationLink ?? defaultRegistrationLink(sessionId),
      retreatCenterId: body.retreatCenter?.value ?? null,
      registrationDeadline:
        body.registrationDeadline === null ? null : new Date(body.registrationDeadline).toISOString(),
      capacity: body.capacity,
    };
    const saved = await run(schoolSessionDecider, sessionStream(sessionId), {
      type: 'SavePublicSession',
      data: { sessionId, ...values, expectedVersion: body.version },
    });
    const [branches, priceList] = await Promise.all([
      branchesById(deps.db, [session.branchId]),
      pricesOfSession(deps.db, sessionId),
    ]);
    const page: PublicSession = {
      id: { value: sessionId },
      version: saved.state.status === 'planned' ? saved.state.publicSessionVersion : 0,
      session: {
        id: { value: sessionId },
        version: session.version,
        season: session.season,
        dateFrom: session.dateFrom,
        dateTo: session.dateTo,
        levels: [...session.levels],
        branchId: { value: session.branchId },
        branch: branches.get(session.branchId) ?? null,
      },
      photo: values.photo,
      address: values.address,
      contact: values.contact,
      description: values.description,
      registrationLink: values.registrationLink,
      retreatCenter: values.retreatCenterId === null ? null : { value: values.retreatCenterId },
      registrationDeadline: values.registrationDeadline,
      capacity: values.capacity,
      priceList,
    };
    return {
      status: 200,
      alert: { key: 'planning.messages.public-session-saved', param: sessionId },
      body: page,
    };
  },
});
