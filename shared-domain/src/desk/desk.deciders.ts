import type { LedgerCommand } from '../accounting/ledger.commands.ts';
import { ledgerDecider } from '../accounting/ledger.decider.ts';
import { DomainError } from '../common/errors.ts';
import { type RosterCommand, rosterDecider } from '../participants/roster.decider.ts';
import { deskDecider } from './arrival.decider.ts';
import { oncePerCommandId } from './once.ts';

/**
 * The deciders the desk's actions run through: the roster's, the ledger's and the desk's own, each
 * applying a device command at most once and refusing one that would change nothing.
 */
export const deskRosterDecider = oncePerCommandId(rosterDecider, (command: RosterCommand) =>
  command.type === 'ConfirmPresence'
    ? new DomainError('ALREADY_PRESENT', 'error.desk.alreadyPresent')
    : new DomainError('ALREADY_EXISTS', 'error.participant.alreadyExists', {}),
);

export const deskLedgerDecider = oncePerCommandId(
  ledgerDecider,
  (command: LedgerCommand) =>
    // The same payment id recorded before by another action: the desk made one id for one payment.
    new DomainError('ALREADY_EXISTS', 'error.payment.alreadyExists', {
      id: 'paymentId' in command.data ? command.data.paymentId : '',
    }),
);

export const deskArrivalDecider = oncePerCommandId(
  deskDecider,
  () => new DomainError('DUPLICATE_COMMAND', 'error.desk.duplicate'),
);
