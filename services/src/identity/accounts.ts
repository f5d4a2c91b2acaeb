import { blindIndex } from '@cenacle/infra/personal-data/index.ts';
import { DomainError } from '@cenacle/shared-domain';
import {
  normaliseUniqueValue,
  type UniqueValueKind,
  type UserAccountValues,
  uniqueValueDecider,
  uniqueValueStream,
  userDecider,
  userStream,
} from '@cenacle/shared-domain/identity';
import type { Deps } from '../deps.ts';
import type { RunCommand } from './run-command.ts';

/**
 * The reservation stream of a login or e-mail address: named by a keyed hash (the blind index of
 * decision 007, keyed by `PERSONAL_DATA_KEY`) of its normal form, so that a dump of the log cannot
 * confirm a guessed address by hashing it.
 */
export const reservationStream = (secret: string, kind: UniqueValueKind, value: string): string =>
  uniqueValueStream(kind, blindIndex(secret, normaliseUniqueValue(value)));

/**
 * Opens an account whose login and e-mail address no other account holds (case-insensitively):
 * reserves both (each reservation stream is created with expected revision "no stream", so of
 * concurrent requests exactly one wins), then registers the user. A taken value answers 400 on the
 * field `email` (or `login`); a reservation made before the refusal is released.
 *
 * The login and e-mail are stored in lower case. Self registration, Google sign-in and the
 * administrators' invitations all open accounts through here.
 */
export async function openAccount(
  run: RunCommand,
  secret: string,
  account: UserAccountValues,
): Promise<void> {
  const values: UserAccountValues = {
    ...account,
    login: normaliseUniqueValue(account.login),
    email: normaliseUniqueValue(account.email),
  };
  const reserved: UniqueValueKind[] = [];
  const reserve = async (kind: UniqueValueKind, value: string, field: string) => {
    try {
      await run(uniqueValueDecider, reservationStream(secret, kind, value), {
        type: 'ReserveUniqueValue',
        data: { kind, userId: values.userId },
      });
      reserved.push(kind);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'VALUE_TAKEN') {
        throw new DomainError('VALUE_TAKEN', error.messageKey, {}, field);
      }
      throw error;
    }
  };
  try {
    await reserve('email', values.email, 'email');
    // Self registration signs in with the e-mail address: its login "taken" reads as the address taken.
    await reserve('login', values.login, values.login === values.email ? 'email' : 'login');
    await run(userDecider, userStream(values.userId), { type: 'RegisterUser', data: values });
  } catch (error) {
    for (const kind of reserved) {
      const value = kind === 'email' ? values.email : values.login;
      await run(uniqueValueDecider, reservationStream(secret, kind, value), {
        type: 'ReleaseUniqueValue',
        data: { kind, userId: values.userId },
      }).catch(() => undefined);
    }
    throw error;
  }
}

/** The account that holds an e-mail address (or login), from its reservation: no read model lag. */
export async function accountHolding(
  deps: Deps,
  kind: UniqueValueKind,
  value: string,
): Promise<string | null> {
  const { state } = await deps.bus.load(
    uniqueValueDecider,
    reservationStream(deps.config.personalDataKey, kind, value),
  );
  return state.owner;
}
