import { responsibilitiesOfSession } from '@cenacle/projections/responsibilities/responsibilities/responsibilities.queries.ts';
import { sameLevelName } from '@cenacle/shared-domain/organisation';
import {
  RESPONSIBILITY_KEEPERS,
  ResponsibilityCopyRequestSchema,
  responsibilityDecider,
  responsibilityStream,
} from '@cenacle/shared-domain/responsibilities';
import { commandRoute } from '../http/command-route.ts';
import { sessionToActOn } from '../organisation/session-scope.ts';
import { servesBranch } from './responsibility-access.ts';

/**
 * `POST /api/responsibilities/copy {from, to}` (an addition to the spec's calls: the planner's "copy
 * to the current session"): each responsibility of `from` that `to` does not have yet (same name,
 * type and level) is added to `to` with its servants; levels `to` lacks are left out, and so are
 * servants who do not serve in the branch of `to`.
 */
export const copyResponsibilitiesRoute = commandRoute({
  method: 'POST',
  url: '/api/responsibilities/copy',
  summary: "Copy a session's responsibilities and their servants into another session",
  tags: ['responsibilities'],
  entityName: 'responsibility',
  audience: RESPONSIBILITY_KEEPERS,
  body: ResponsibilityCopyRequestSchema,
  async handle({ body, user, deps, run }) {
    await sessionToActOn(deps, user, body.from, 'from');
    const target = await sessionToActOn(deps, user, body.to, 'to');
    const [source, existing] = await Promise.all([
      responsibilitiesOfSession(deps.db, body.from),
      responsibilitiesOfSession(deps.db, body.to),
    ]);
    const levelIn = (level: string | null) =>
      level === null ? null : (target.levels.find((l) => sameLevelName(l.name, level))?.name ?? undefined);
    let copied = 0;
    for (const each of source) {
      const level = levelIn(each.level);
      if (level === undefined) continue;
      const twin = existing.some((e) => e.name === each.name && e.type === each.type && e.level === level);
      if (twin || body.from === body.to) continue;
      const responsibilityId = deps.newId();
      const stream = responsibilityStream(responsibilityId);
      const values = { responsibilityId, sessionId: body.to, name: each.name, type: each.type, level };
      await run(responsibilityDecider, stream, { type: 'AddResponsibility', data: values });
      for (const servant of each.servants) {
        const servantLevel = levelIn(servant.level);
        if (servantLevel === undefined) continue;
        if (!(await servesBranch(deps, servant.user.value, target.branchId))) continue;
        await run(responsibilityDecider, stream, {
          type: 'ConnectServant',
          data: { responsibilityId, sessionId: body.to, userId: servant.user.value, level: servantLevel },
        });
      }
      copied += 1;
    }
    return {
      status: 200,
      body: { copied },
      alert: { key: 'responsibility.messages.copied', param: String(copied) },
    };
  },
});
