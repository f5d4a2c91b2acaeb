import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';

/**
 * Logins and e-mail addresses are unique, case-insensitively. Each normalised value (trimmed, lower
 * case) has a reservation stream, `login-<sha256 hex>` or `email-<sha256 hex>`: the hash keeps the
 * address out of stream names. The first reservation appends to a stream that does not exist yet
 * (expected revision "no stream"), so of two concurrent registrations exactly one gets the value,
 * whatever process they run in; the users read model needs no unique index and never stalls.
 */
export const UNIQUE_VALUE_KINDS = ['login', 'email'] as const;
export type UniqueValueKind = (typeof UNIQUE_VALUE_KINDS)[number];

export const uniqueValueStream = (kind: UniqueValueKind, valueHash: string): string => `${kind}-${valueHash}`;
/** The form a value is compared in: the hash of this names its stream. */
export const normaliseUniqueValue = (value: string): string => value.trim().toLowerCase();

/** The value now belongs to this user. */
export type UniqueValueReserved = DomainEvent<
  'UniqueValueReserved',
  { readonly kind: UniqueValueKind; readonly userId: string }
>;
/** The user gave the value up (a registration that failed half-way); another may take it. */
export type UniqueValueReleased = DomainEvent<
  'UniqueValueReleased',
  { readonly kind: UniqueValueKind; readonly userId: string }
>;
export type UniqueValueEvent = UniqueValueReserved | UniqueValueReleased;

export type ReserveUniqueValue = Command<
  'ReserveUniqueValue',
  { readonly kind: UniqueValueKind; readonly userId: string }
>;
export type ReleaseUniqueValue = Command<
  'ReleaseUniqueValue',
  { readonly kind: UniqueValueKind; readonly userId: string }
>;
export type UniqueValueCommand = ReserveUniqueValue | ReleaseUniqueValue;

export type UniqueValueState = { readonly owner: string | null };

export const uniqueValueDecider: Decider<UniqueValueCommand, UniqueValueEvent, UniqueValueState> = {
  initialState: () => ({ owner: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'UniqueValueReserved':
        return { owner: event.data.userId };
      case 'UniqueValueReleased':
        return state.owner === event.data.userId ? { owner: null } : state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    const { kind, userId } = command.data;
    switch (command.type) {
      case 'ReserveUniqueValue':
        if (state.owner === userId) return [];
        if (state.owner !== null) {
          // The field the person typed it in: `email` on forms, `login` on the admin's user form.
          throw new DomainError('VALUE_TAKEN', `error.${kind}.taken`, {}, kind);
        }
        return [{ type: 'UniqueValueReserved', data: { kind, userId } }];
      case 'ReleaseUniqueValue':
        return state.owner === userId ? [{ type: 'UniqueValueReleased', data: { kind, userId } }] : [];
      default:
        return assertNever(command);
    }
  },
};
