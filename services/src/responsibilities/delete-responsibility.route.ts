import {
  RESPONSIBILITY_KEEPERS,
  ResponsibilityParamsSchema,
  responsibilityDecider,
  responsibilityStream,
} from '@cenacle/shared-domain/responsibilities';
import { commandRoute } from '../http/command-route.ts';
import { responsibilityToActOn } from './responsibility-access.ts';

/** `DELETE /api/responsibility/{id}`: takes a responsibility off its session (`ResponsibilityRemoved`). */
export const deleteResponsibilityRoute = commandRoute({
  method: 'DELETE',
  url: '/api/responsibility/:id',
  summary: 'Remove a responsibility from its session (nothing is removed from the log)',
  tags: ['responsibilities'],
  entityName: 'responsibility',
  audience: RESPONSIBILITY_KEEPERS,
  params: ResponsibilityParamsSchema,
  async handle({ params, user, deps, run }) {
    const { responsibility } = await responsibilityToActOn(deps, user, params.id);
    await run(responsibilityDecider, responsibilityStream(params.id), {
      type: 'RemoveResponsibility',
      data: { responsibilityId: params.id },
    });
    return { status: 204, alert: { key: 'responsibility.messages.deleted', param: responsibility.name } };
  },
});
