import { randomUUID } from 'node:crypto';
import type { AppendResult, EventMetadata, EventStore, NewEvent } from '@cenacle/infra/eventstore/port.ts';
import { type DomainEvent, fold, mergeCatalogs } from '@cenacle/shared-domain';
import {
  accountingEvents,
  type LedgerCommand,
  type LedgerEvent,
  ledgerDecider,
  ledgerStream,
  type PaymentCategory,
} from '@cenacle/shared-domain/accounting';
import { identityEvents, type UserRegistered, userStream } from '@cenacle/shared-domain/identity';
import {
  type BranchValues,
  branchStream,
  organisationEvents,
  type SchoolSessionValues,
  sessionStream,
} from '@cenacle/shared-domain/organisation';

export const TREASURER_ID = '00000000-0000-4000-8000-0000000000aa';

export function metadata(timestamp: string, userId: string | null = TREASURER_ID): EventMetadata {
  return { userId, correlationId: randomUUID(), causationId: null, timestamp, schemaVersion: 1 };
}

const catalog = mergeCatalogs([identityEvents, organisationEvents, accountingEvents]);

/** An event as the command bus writes it: checked against its schema, with its current version. */
export function toNewEvent(event: DomainEvent, meta: EventMetadata): NewEvent {
  const { data } = catalog.check(event);
  return {
    id: randomUUID(),
    type: event.type,
    data,
    metadata: { ...meta, schemaVersion: catalog.version(event.type) },
  };
}

/**
 * Runs a ledger command the way the API's handler does (read, fold, decide, append at the revision
 * read), so the projections see the events the real deciders make. Answers null when nothing happens.
 */
export async function runLedgerCommand(
  store: EventStore,
  command: LedgerCommand,
): Promise<AppendResult | null> {
  const stream = ledgerStream(command.data.sessionId);
  const history = await store.readStream(stream);
  // The stream holds only ledger events; the decider folds them as domain events.
  const state = fold(ledgerDecider, history as readonly DomainEvent[] as readonly LedgerEvent[]);
  const events = ledgerDecider.decide(command, state);
  if (events.length === 0) return null;
  const meta = metadata(command.metadata.now, command.metadata.userId);
  const expectedRevision = history.length === 0 ? 'no_stream' : BigInt(history.length - 1);
  return store.appendToStream(
    stream,
    events.map((e) => toNewEvent(e, meta)),
    { expectedRevision },
  );
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

export async function createBranch(store: EventStore, branchId: string, values: BranchValues, at: string) {
  const event = { type: 'BranchCreated', data: { branchId, ...values } };
  return store.appendToStream(branchStream(branchId), [toNewEvent(event, metadata(at))], {
    expectedRevision: 'no_stream',
  });
}

export async function createSchoolSession(
  store: EventStore,
  sessionId: string,
  values: SchoolSessionValues,
  at: string,
) {
  const event = { type: 'SchoolSessionCreated', data: { sessionId, ...values } };
  return store.appendToStream(sessionStream(sessionId), [toNewEvent(event, metadata(at))], {
    expectedRevision: 'no_stream',
  });
}

export async function registerUser(store: EventStore, data: UserRegistered['data'], at: string) {
  const event: UserRegistered = { type: 'UserRegistered', data };
  return store.appendToStream(userStream(data.userId), [toNewEvent(event, metadata(at, null))], {
    expectedRevision: 'no_stream',
  });
}
