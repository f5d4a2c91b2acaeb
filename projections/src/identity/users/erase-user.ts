import type { Database } from '@cenacle/infra/db/schema.ts';
import { ERASED_MARK, erasedEmail, erasedLogin } from '@cenacle/shared-domain';
import type { Transaction } from 'kysely';

/**
 * An erased person's account (decision 007): the login, e-mail and names read as erased, exactly as a
 * rebuild reads them from the sealed events once the key is gone, and the account can no longer sign in.
 */
export async function eraseUser(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      login: erasedLogin(userId),
      email: erasedEmail(userId),
      first_name: ERASED_MARK,
      last_name: ERASED_MARK,
      password_hash: null,
      activated: false,
    })
    .where('id', '=', userId)
    .execute();
}
