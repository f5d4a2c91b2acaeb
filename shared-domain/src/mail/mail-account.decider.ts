import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import type { IncomingProtocol, OutgoingProtocol } from './mail-account.rules.ts';

export interface MailAccountValues {
  readonly branchId: string;
  readonly username: string;
  /** The password sealed with the server's secrets key (AES-256-GCM); never the password itself. */
  readonly encryptedPassword: string;
  readonly outgoingProtocol: OutgoingProtocol;
  readonly incomingProtocol: IncomingProtocol;
  readonly host: string;
  readonly port: number;
}

/**
 * A branch's mail account was saved after a successful connection test (stream
 * `mailAccount-<branchId>`); the branch's mail leaves through it from now on.
 */
export type MailAccountConfigured = DomainEvent<'MailAccountConfigured', MailAccountValues>;
export type MailAccountEvent = MailAccountConfigured;
export type ConfigureMailAccount = Command<'ConfigureMailAccount', MailAccountValues>;
export type MailAccountCommand = ConfigureMailAccount;

export type MailAccountState =
  | { readonly status: 'none' }
  | ({ readonly status: 'configured' } & MailAccountValues);

export const mailAccountStream = (branchId: string): string => `mailAccount-${branchId}`;

export const mailAccountDecider: Decider<MailAccountCommand, MailAccountEvent, MailAccountState> = {
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'MailAccountConfigured':
        return { status: 'configured', ...event.data };
      default:
        return assertNever(event.type);
    }
  },
  decide(command) {
    switch (command.type) {
      case 'ConfigureMailAccount':
        return [{ type: 'MailAccountConfigured', data: command.data }];
      default:
        return assertNever(command.type);
    }
  },
};
