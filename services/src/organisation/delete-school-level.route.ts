import {
  LEVEL_KEEPERS,
  SCHOOL_LEVELS_STREAM,
  SchoolLevelParamsSchema,
  schoolLevelsDecider,
} from '@cenacle/shared-domain/organisation';
import { commandRoute } from '../http/command-route.ts';

/** `DELETE /api/level/{name}`: an administrator takes a level off the list. */
export const deleteSchoolLevelRoute = commandRoute({
  method: 'DELETE',
  url: '/api/level/:name',
  summary: 'Remove a school level',
  tags: ['levels'],
  entityName: 'level',
  audience: LEVEL_KEEPERS,
  params: SchoolLevelParamsSchema,
  async handle({ params: { name }, run }) {
    await run(schoolLevelsDecider, SCHOOL_LEVELS_STREAM, { type: 'RemoveSchoolLevel', data: { name } });
    return { status: 204, alert: { key: 'planning.messages.level-deleted', param: name } };
  },
});
