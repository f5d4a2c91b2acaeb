import { STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import { IndexEntryRequestSchema, rosterDecider, rosterStream } from '@cenacle/shared-domain/participants';
import { commandRoute } from '../http/command-route.ts';
import { openBranch } from '../organisation/open-branch.ts';
import { sessionToActOn } from '../organisation/session-scope.ts';

/**
 * `POST /api/user-index`: the index book entry of a session's participant, named by the address they
 * registered with; only once their presence is confirmed. Saving again replaces it.
 */
export const saveIndexEntryRoute = commandRoute({
  method: 'POST',
  url: '/api/user-index',
  summary: "Save a participant's index book entry (level completed, when, where, which branch)",
  tags: ['participants'],
  entityName: 'index',
  audience: STAFF_AUTHORITIES,
  body: IndexEntryRequestSchema,
  async handle({ body, user, deps, run }) {
    const { sessionId, email, ...entry } = body;
    await sessionToActOn(deps, user, sessionId, 'sessionId');
    await openBranch(deps, entry.branchId, 'branchId');
    await run(rosterDecider, rosterStream(sessionId), {
      type: 'SaveIndexEntry',
      data: { sessionId, email, ...entry },
    });
    return { status: 200, alert: { key: 'participants.messages.index-saved', param: email } };
  },
});
