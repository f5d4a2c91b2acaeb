import {
  LEVEL_KEEPERS,
  SCHOOL_LEVELS_STREAM,
  SchoolLevelSaveRequestSchema,
  SchoolLevelSchema,
  schoolLevelsDecider,
} from '@cenacle/shared-domain/organisation';
import { commandRoute } from '../http/command-route.ts';

/** `POST /api/level/`: an administrator adds a school level (a name not yet on the list). */
export const addSchoolLevelRoute = commandRoute({
  method: 'POST',
  url: '/api/level/',
  summary: 'Add a school level',
  tags: ['levels'],
  entityName: 'level',
  audience: LEVEL_KEEPERS,
  body: SchoolLevelSaveRequestSchema,
  response: { 201: SchoolLevelSchema },
  async handle({ body: { name }, run }) {
    await run(schoolLevelsDecider, SCHOOL_LEVELS_STREAM, { type: 'AddSchoolLevel', data: { name } });
    return { status: 201, alert: { key: 'planning.messages.level-saved', param: name }, body: { name } };
  },
});
