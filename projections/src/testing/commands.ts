import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import type { Position } from '@cenacle/infra/eventstore/port.ts';
import { mergeCatalogs } from '@cenacle/shared-domain';
import {
  accountingEvents,
  type LedgerCommand,
  ledgerDecider,
  ledgerStream,
  type PaymentCategory,
} from '@cenacle/shared-domain/accounting';
import {
  identityEvents,
  type UserRegistered,
  userDecider,
  userStream,
} from '@cenacle/shared-domain/identity';
import { mailAccountEvents, mailEvents } from '@cenacle/shared-domain/mail';
import {
  type BranchValues,
  branchDecider,
  branchStream,
  NO_BRANCH_DETAILS,
  organisationEvents,
  type SchoolSessionValues,
  schoolSessionDecider,
  sessionStream,
} from '@cenacle/shared-domain/organisation';

export const TREASURER_ID = '00000000-0000-4000-8000-0000000000aa';

const context = () => ({ correlationId: randomUUID(), causationId: null });

/** The event schemas of the contexts these tests write, as the API's composition gives them to its bus. */
export const testEvents = mergeCatalogs([
  identityEvents,
  organisationEvents,
  accountingEvents,
  mailEvents,
  mailAccountEvents,
]);

/**
 * Runs a ledger command through the API's own CommandBus (read, fold, decide, append at the revision
 * read), so the projections see the events the real deciders make. Answers the position of the last
 * event, or null when nothing happened.
 */
export async function runLedgerCommand(bus: CommandBus, command: LedgerCommand): Promise<Position | null> {
  const stream = ledgerStream(command.data.sessionId);
  return (await bus.handle(ledgerDecider, stream, command, context())).position;
}

export function recordPayment(
  sessionId: string,
  paymentId: string,
  category: PaymentCategory,
  amountMinor: number,
  now: string,
  extra: { description?: string | null; participantId?: string | null; userId?: string } = {},
): LedgerCommand {
  const { description = null, participantId = null, userId = TREASURER_ID } = extra;
  return {
    type: 'RecordPayment',
    data: { paymentId, sessionId, category, amountMinor, description, participantId },
    metadata: { userId, now },
  };
}

export function correctPayment(
  sessionId: string,
  paymentId: string,
  category: PaymentCategory,
  amountMinor: number,
  now: string,
  description: string | null = null,
): LedgerCommand {
  return {
    type: 'CorrectPayment',
    data: { paymentId, sessionId, category, amountMinor, description, expectedVersion: null },
    metadata: { userId: TREASURER_ID, now },
  };
}

export function voidPayment(
  sessionId: string,
  paymentId: string,
  reason: string | null,
  now: string,
): LedgerCommand {
  return {
    type: 'VoidPayment',
    data: { paymentId, sessionId, reason },
    metadata: { userId: TREASURER_ID, now },
  };
}

/** Opens a branch; its optional fields (photo, contact, coordinates…) default to absent. */
export async function createBranch(
  bus: CommandBus,
  branchId: string,
  values: Omit<BranchValues, keyof typeof NO_BRANCH_DETAILS> & Partial<BranchValues>,
  at: string,
) {
  const command = {
    type: 'CreateBranch' as const,
    data: { branchId, ...NO_BRANCH_DETAILS, ...values },
    metadata: { userId: TREASURER_ID, now: at },
  };
  return bus.handle(branchDecider, branchStream(branchId), command, context());
}

export async function createSchoolSession(
  bus: CommandBus,
  sessionId: string,
  values: SchoolSessionValues,
  at: string,
) {
  const command = {
    type: 'CreateSchoolSession' as const,
    data: { sessionId, ...values },
    metadata: { userId: TREASURER_ID, now: at },
  };
  return bus.handle(schoolSessionDecider, sessionStream(sessionId), command, context());
}

/** Opens an account through the user decider (RegisterUser), as the demo seed does. */
export async function registerUser(
  bus: CommandBus,
  data: UserRegistered['data'],
  at: string,
): Promise<Position> {
  const command = { type: 'RegisterUser' as const, data, metadata: { userId: TREASURER_ID, now: at } };
  const { position } = await bus.handle(userDecider, userStream(data.userId), command, context());
  if (!position) throw new Error(`user ${data.userId} was registered already`);
  return position;
}
