import { IdSchema, toMinorUnits } from '@cenacle/shared-domain';
import { ServantSaveSchema } from '@cenacle/shared-domain/identity';
import { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';
import { createPerson, updatePerson } from './save-person.ts';

/**
 * `POST /api/servant/`: without an id adds a servant (an inactive account holding SERVANT; the
 * invitation is sent separately), with one changes him. The spec §6 rule decides what the caller
 * may give (403 otherwise); a servant always keeps SERVANT.
 */
export const saveServantRoute = commandRoute({
  method: 'POST',
  url: '/api/servant/',
  summary: 'Add a servant (no id) or change one',
  tags: ['servants'],
  entityName: 'servant',
  audience: ['ADMIN', 'BRANCH_ADMIN'],
  body: ServantSaveSchema,
  response: { 200: z.object({ id: IdSchema }), 201: z.object({ id: IdSchema }) },
  async handle({ body, user, deps, run }) {
    const form = {
      firstName: body.firstname,
      lastName: body.lastname,
      email: body.email,
      phone: body.phone,
      authorities: body.permissions.includes('SERVANT')
        ? body.permissions
        : [...body.permissions, 'SERVANT' as const],
      branchIds: body.branches.map((b) => b.id.value),
      priceMinor: body.price === null ? null : toMinorUnits(body.price),
    };
    const alert = { key: 'planning.messages.servant-saved', param: `${body.firstname} ${body.lastname}` };
    if (body.id) {
      await updatePerson(run, deps, user, body.id.value, form);
      return { status: 200, body: { id: body.id }, alert };
    }
    const { userId } = await createPerson(run, deps, user, form);
    return { status: 201, body: { id: { value: userId } }, alert };
  },
});
