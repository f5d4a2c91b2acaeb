import { findPerson } from '@cenacle/projections/identity/people/people.queries.ts';
import { DomainError, toRole } from '@cenacle/shared-domain';
import { UserProfileSchema } from '@cenacle/shared-domain/identity';
import { queryRoute } from '../http/query-route.ts';

/** `GET api/user-profile`: the signed-in user's profile (the main settings modal). */
export const getUserProfileRoute = queryRoute({
  url: '/api/user-profile',
  summary: "The signed-in user's profile",
  tags: ['account'],
  audience: 'signed-in',
  queries: [findPerson],
  response: { 200: UserProfileSchema },
  async handle({ user, deps }) {
    const person = await findPerson(deps.db, user.id);
    if (!person) throw new DomainError('NOT_FOUND', 'error.user.notFound', { id: user.id });
    return {
      id: { value: person.id },
      firstname: person.firstName,
      lastname: person.lastName,
      email: person.email,
      phone: person.phone,
      avatar: person.avatarFileId ? { value: person.avatarFileId } : null,
      authorities: person.authorities.map(toRole),
    };
  },
});
