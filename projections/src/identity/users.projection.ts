import type { UserRegistered } from '@cenacle/shared-domain';
import { asRecorded, type Projector } from '../runner/projector.ts';

/** Accounts as login and the user screens read them (table `users`). */
export const usersProjector: Projector = {
  name: 'users',
  handles: ['UserRegistered'],
  tables: ['users'],
  async apply(trx, events) {
    for (const event of asRecorded<UserRegistered>(events)) {
      const { data } = event;
      const values = {
        login: data.login,
        email: data.email,
        first_name: data.firstName,
        last_name: data.lastName,
        password_hash: data.passwordHash,
        authorities: [...data.authorities],
        branch_ids: [...data.branchIds],
        lang_key: data.langKey,
        activated: data.activated,
        created_at: event.metadata.timestamp,
      };
      await trx
        .insertInto('users')
        .values({ id: data.userId, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
  },
};
