import { emailHolder } from '@cenacle/projections/identity/people/people.queries.ts';
import {
  ImportBatchRequestSchema,
  ImportBatchResponseSchema,
  ImportEntrySchema,
  type ImportResult,
  rosterDecider,
  rosterStream,
  SessionIdParamsSchema,
} from '@cenacle/shared-domain/participants';
import { commandRoute } from '../http/command-route.ts';
import { pickLanguage } from '../http/messages.ts';
import { authorizeSessionWrite } from '../organisation/session-scope.ts';
import { priceRegistration, sessionPricing } from './pricing.ts';
import { registrationWindow } from './registration-window.ts';

type ParsedEntry = ReturnType<typeof ImportEntrySchema.parse>;

const nameOf = (entry: unknown): string => {
  const { firstname, lastname } = (entry ?? {}) as Partial<Record<'firstname' | 'lastname', unknown>>;
  return [firstname, lastname].filter((part) => typeof part === 'string').join(' ');
};

/**
 * `POST /api/session-import/{sessionId}`: one batch of a CSV import (branch admins). Each entry is an
 * adult with the children under them; a servant is matched to his account by address. Addresses
 * already on the session are skipped, so importing a file twice adds no one twice. The batch is one
 * append to the session's roster.
 */
export const importParticipantsRoute = commandRoute({
  method: 'POST',
  url: '/api/session-import/:id',
  summary: 'Import one batch of participants (CSV rows mapped in the browser); answers each entry’s outcome',
  tags: ['participants'],
  entityName: 'participant',
  audience: ['ADMIN', 'BRANCH_ADMIN'],
  params: SessionIdParamsSchema,
  body: ImportBatchRequestSchema,
  response: { 200: ImportBatchResponseSchema },
  async handle({ params: { id: sessionId }, body, user, deps, run, request }) {
    await authorizeSessionWrite(deps, user, sessionId);
    const language = pickLanguage(request.headers['accept-language']);
    const results: ImportResult[] = [];
    const accepted: {
      result: number;
      participantId: string;
      entry: ParsedEntry & { userId: string | null };
    }[] = [];
    for (const [index, raw] of body.entries.entries()) {
      const parsed = ImportEntrySchema.safeParse(raw);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => issue.path.join('.'));
        results.push({ rows: [index + 1], name: nameOf(raw), status: 'SKIPPED', reason: 'invalid', fields });
        continue;
      }
      const entry = parsed.data;
      const userId = entry.kind === 'SERVANT' ? await emailHolder(deps.db, entry.email) : null;
      const result = { rows: entry.rows, name: `${entry.firstname} ${entry.lastname}`, fields: [] };
      if (entry.kind === 'SERVANT' && !userId) {
        results.push({ ...result, status: 'SKIPPED', reason: 'servantWithoutAccount' });
        continue;
      }
      results.push({ ...result, status: 'SKIPPED', reason: 'alreadyRegistered' });
      accepted.push({ result: results.length - 1, participantId: deps.newId(), entry: { ...entry, userId } });
    }
    const pricing = await sessionPricing(deps, sessionId);
    const entries = accepted.map(({ participantId, entry }) => {
      const priced = priceRegistration(
        pricing,
        entry.questions,
        entry.children.map((child) => ({ ...child, childId: deps.newId() })),
      );
      return {
        participantId,
        firstname: entry.firstname,
        lastname: entry.lastname,
        email: entry.email,
        level: entry.level,
        questions: entry.questions,
        userId: entry.userId,
        language,
        ...priced,
      };
    });
    if (entries.length > 0) {
      const handled = await run(rosterDecider, rosterStream(sessionId), {
        type: 'ImportParticipants',
        data: { sessionId, entries, window: await registrationWindow(deps, sessionId) },
      });
      const registered = new Map(
        handled.events.flatMap((event) =>
          event.type === 'ParticipantRegistered'
            ? [[event.data.participantId, event.data.waiting] as const]
            : [],
        ),
      );
      for (const { result, participantId } of accepted) {
        const waiting = registered.get(participantId);
        if (waiting === undefined) continue;
        results[result] = {
          ...(results[result] as ImportResult),
          status: waiting ? 'WAITING' : 'IMPORTED',
          reason: null,
        };
      }
    }
    return { status: 200, body: { results } };
  },
});
