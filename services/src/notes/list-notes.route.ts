import { notesOfPage } from '@cenacle/projections/notes/notes/notes.queries.ts';
import { NoteListQuerySchema, NoteSchema } from '@cenacle/shared-domain/notes';
import { z } from 'zod';
import { RequestFieldError } from '../http/http-errors.ts';
import { queryRoute } from '../http/query-route.ts';

/** `GET api/notes?location=`: the caller's own notes on one page. */
export const listNotesRoute = queryRoute({
  url: '/api/notes',
  summary: "The signed-in user's notes on one page",
  tags: ['notes'],
  audience: 'signed-in',
  queries: [notesOfPage],
  querystring: NoteListQuerySchema,
  response: { 200: z.array(NoteSchema) },
  async handle({ deps, query, user }) {
    if (!query.location) throw new RequestFieldError('location', 'NotNull');
    return notesOfPage(deps.db, user.id, query.location);
  },
});
