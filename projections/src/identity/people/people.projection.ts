import type { Database } from '@cenacle/infra/db/schema.ts';
import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { Recorded } from '@cenacle/infra/runner/projector.ts';
import { ERASED_MARK, erasedEmail, erasedLogin } from '@cenacle/shared-domain';
import type {
  PersonErased,
  UserActivated,
  UserAdminEvent,
  UserBranchSet,
  UserEmailChangeRequested,
  UserRegistered,
} from '@cenacle/shared-domain/identity';
import { identityEvents, PEOPLE_READ_MODEL } from '@cenacle/shared-domain/identity';
import type { Transaction } from 'kysely';
import type { PeopleTable } from './people.tables.ts';

type Trx = Transaction<Database>;
/** An address change waiting for confirmation is not shown: the row keeps the address in force. */
type PeopleEvent =
  | UserRegistered
  | UserActivated
  | UserBranchSet
  | Exclude<UserAdminEvent, UserEmailChangeRequested>
  | PersonErased;

async function registered(trx: Trx, event: Recorded<UserRegistered>): Promise<void> {
  const { data } = event;
  const values = {
    login: data.login,
    first_name: data.firstName,
    last_name: data.lastName,
    email: data.email,
    authorities: [...data.authorities],
    branch_ids: [...data.branchIds],
    activated: data.activated,
    created_at: event.metadata.timestamp,
  };
  await trx
    .insertInto('people')
    .values({ id: data.userId, ...values, phone: null, avatar_file_id: null, invitation_sent: false })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/**
 * An erased person (decision 007): names, address and phone read as erased, as a rebuild reads them
 * from the sealed events once the key is gone; the avatar (a picture of the person) is no longer shown.
 */
async function erased(trx: Trx, personId: string): Promise<void> {
  await trx
    .updateTable('people')
    .set({
      login: erasedLogin(personId),
      first_name: ERASED_MARK,
      last_name: ERASED_MARK,
      email: erasedEmail(personId),
      phone: null,
      avatar_file_id: null,
    })
    .where('id', '=', personId)
    .execute();
}

/** The row's new values for a change event (idempotent: the event carries the resulting values). */
function changes(
  event: Exclude<PeopleEvent, UserRegistered | PersonErased>,
): Partial<Omit<PeopleTable, 'id' | 'created_at'>> {
  switch (event.type) {
    case 'UserDetailsChanged': {
      const { firstName, lastName, email, phone } = event.data;
      return { first_name: firstName, last_name: lastName, email, phone };
    }
    case 'UserActivated':
      return { activated: true };
    case 'UserBranchSet':
      return { branch_ids: [...event.data.branchIds] };
    case 'UserAvatarChanged':
      return { avatar_file_id: event.data.fileId };
    case 'UserAccessChanged':
    case 'ServantRemoved':
      return { authorities: [...event.data.authorities], branch_ids: [...event.data.branchIds] };
    case 'ServantPriceChanged':
      return { price_minor: event.data.priceMinor };
    case 'UserInvitationSent':
      return { invitation_sent: true };
    case 'UserEmailChanged':
      return { email: event.data.email };
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** People for the profile, the users administration and the servant lists (table `people`). */
export const peopleProjector = defineProjector<PeopleEvent>()({
  name: PEOPLE_READ_MODEL,
  handles: [
    'UserRegistered',
    'UserActivated',
    'UserBranchSet',
    'UserDetailsChanged',
    'UserAvatarChanged',
    'UserAccessChanged',
    'ServantPriceChanged',
    'ServantRemoved',
    'UserInvitationSent',
    'UserEmailChanged',
    'PersonErased',
  ],
  tables: ['people'],
  events: identityEvents,
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'UserRegistered') {
        await registered(trx, event);
        continue;
      }
      if (event.type === 'PersonErased') {
        await erased(trx, event.data.personId);
        continue;
      }
      await trx.updateTable('people').set(changes(event)).where('id', '=', event.data.userId).execute();
    }
  },
});
