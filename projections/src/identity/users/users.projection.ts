import type { Database } from '@cenacle/infra/db/schema.ts';
import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { Recorded } from '@cenacle/infra/runner/projector.ts';
import type {
  UserActivated,
  UserBranchSet,
  UserEvent,
  UserLanguageChanged,
  UserPasswordChanged,
  UserRegistered,
} from '@cenacle/shared-domain/identity';
import { identityEvents, type PersonErased, USERS_READ_MODEL } from '@cenacle/shared-domain/identity';
import type { Transaction } from 'kysely';
import { eraseUser } from './erase-user.ts';
import { applyUserAdminEvent, USERS_ADMIN_EVENT_TYPES, type UsersAdminEvent } from './user-admin.apply.ts';

type Trx = Transaction<Database>;

async function registered(trx: Trx, event: Recorded<UserRegistered>): Promise<void> {
  const { data } = event;
  const values = {
    login: data.login,
    email: data.email,
    first_name: data.firstName,
    last_name: data.lastName,
    password_hash: data.passwordHash,
    authorities: [...data.authorities],
    branch_ids: [...data.branchIds],
    ever_had_branch: data.branchIds.length > 0,
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

async function languageChanged(trx: Trx, event: Recorded<UserLanguageChanged>): Promise<void> {
  await trx
    .updateTable('users')
    .set({ lang_key: event.data.langKey })
    .where('id', '=', event.data.userId)
    .execute();
}

async function activated(trx: Trx, event: Recorded<UserActivated>): Promise<void> {
  const { userId, passwordHash } = event.data;
  await trx
    .updateTable('users')
    .set(passwordHash === null ? { activated: true } : { activated: true, password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}

async function passwordChanged(trx: Trx, event: Recorded<UserPasswordChanged>): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: event.data.passwordHash })
    .where('id', '=', event.data.userId)
    .execute();
}

async function branchSet(trx: Trx, event: Recorded<UserBranchSet>): Promise<void> {
  await trx
    .updateTable('users')
    .set({ branch_ids: [...event.data.branchIds], ever_had_branch: true })
    .where('id', '=', event.data.userId)
    .execute();
}

/** Accounts as login and the user screens read them (table `users`). */
export const usersProjector = defineProjector<UserEvent | UsersAdminEvent | PersonErased>()({
  name: USERS_READ_MODEL,
  handles: [
    'UserRegistered',
    'UserLanguageChanged',
    'UserActivated',
    'UserPasswordChanged',
    'UserBranchSet',
    ...USERS_ADMIN_EVENT_TYPES,
    'PersonErased',
  ],
  tables: ['users'],
  events: identityEvents,
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'UserRegistered':
          await registered(trx, event);
          break;
        case 'UserLanguageChanged':
          await languageChanged(trx, event);
          break;
        case 'UserActivated':
          await activated(trx, event);
          break;
        case 'UserPasswordChanged':
          await passwordChanged(trx, event);
          break;
        case 'UserBranchSet':
          await branchSet(trx, event);
          break;
        case 'UserDetailsChanged':
        case 'UserAccessChanged':
        case 'ServantRemoved':
        case 'UserEmailChanged':
          await applyUserAdminEvent(trx, event);
          break;
        case 'PersonErased':
          await eraseUser(trx, event.data.personId);
          break;
        default: {
          const _never: never = event;
          return _never;
        }
      }
    }
  },
});
