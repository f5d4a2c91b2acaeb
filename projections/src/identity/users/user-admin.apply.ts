import type { Database } from '@cenacle/infra/db/schema.ts';
import type { Recorded } from '@cenacle/infra/runner/projector.ts';
import type {
  ServantRemoved,
  UserAccessChanged,
  UserDetailsChanged,
  UserEmailChanged,
} from '@cenacle/shared-domain/identity';
import type { Transaction } from 'kysely';

/** The users administration's events that change what signing in sees (names, address, access). */
export type UsersAdminEvent = UserDetailsChanged | UserAccessChanged | ServantRemoved | UserEmailChanged;
export const USERS_ADMIN_EVENT_TYPES = [
  'UserDetailsChanged',
  'UserAccessChanged',
  'ServantRemoved',
  'UserEmailChanged',
] as const;

export async function applyUserAdminEvent(
  trx: Transaction<Database>,
  event: Recorded<UsersAdminEvent>,
): Promise<void> {
  const set =
    event.type === 'UserDetailsChanged'
      ? { first_name: event.data.firstName, last_name: event.data.lastName, email: event.data.email }
      : event.type === 'UserEmailChanged'
        ? { email: event.data.email }
        : {
            authorities: [...event.data.authorities],
            branch_ids: [...event.data.branchIds],
            // Once true, it stays: a branch taken away leaves the account one that had a branch.
            ...(event.data.branchIds.length > 0 ? { ever_had_branch: true } : {}),
          };
  await trx.updateTable('users').set(set).where('id', '=', event.data.userId).execute();
}
