import { DomainError } from '@cenacle/shared-domain';
import {
  ErasePersonParamsSchema,
  personDecider,
  personStream,
  uniqueValueDecider,
  userDecider,
  userStream,
} from '@cenacle/shared-domain/identity';
import { commandRoute } from '../http/command-route.ts';
import { reservationStream } from './accounts.ts';

/**
 * `DELETE /api/admin/user/{id}`: an administrator erases a person (decision 007). `PersonErased` is
 * appended, then the store destroys the person's key: every name, e-mail and login of theirs in the
 * log reads as erased, the read models blank them, and the account can no longer sign in. Payments,
 * counts and the audit trail's numbers stay. Erasing again changes nothing. The person's login and
 * e-mail address (and one an address change waits for) are released afterwards (read before the key goes), so the address can open a new
 * account; a crash in between leaves them reserved, which refuses a registration and loses nothing.
 */
export const eraseUserRoute = commandRoute({
  method: 'DELETE',
  url: '/api/admin/user/:id',
  summary: 'Erase a person: their key is destroyed, their personal data in the log reads as erased',
  tags: ['users'],
  entityName: 'user',
  audience: ['ADMIN'],
  params: ErasePersonParamsSchema,
  async handle({ params: { id }, deps, run }) {
    const { state } = await deps.bus.load(userDecider, userStream(id));
    if (state.status === 'none') throw new DomainError('NOT_FOUND', 'error.user.notFound', { id });
    // What the person holds: the login, the address, and an address change still waiting.
    const held = [
      ['login', state.login],
      ['email', state.email],
      ...(state.pendingEmail ? [['email', state.pendingEmail.email] as const] : []),
    ] as const;
    await run(personDecider, personStream(id), { type: 'ErasePerson', data: { personId: id } });
    for (const [kind, value] of held) {
      const stream = reservationStream(deps.config.personalDataKey, kind, value);
      await run(uniqueValueDecider, stream, { type: 'ReleaseUniqueValue', data: { kind, userId: id } });
    }
    return { status: 204, alert: { key: 'administration.messages.user-erased', param: id } };
  },
});
