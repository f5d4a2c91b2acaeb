import { formatPosition, type Position } from '@cenacle/infra';
import { pickupCodeDigest } from '@cenacle/infra/secrets/registration-token.ts';
import { type DeviceCommand, DomainError, STAFF_AUTHORITIES, toMinorUnits } from '@cenacle/shared-domain';
import { ledgerStream } from '@cenacle/shared-domain/accounting';
import {
  type DeskActionResult,
  type DeskActionSchema,
  DeskSessionParamsSchema,
  DeskSyncRequestSchema,
  type DeskSyncResponse,
  DeskSyncResponseSchema,
  deskArrivalDecider,
  deskLedgerDecider,
  deskRosterDecider,
  deskStream,
} from '@cenacle/shared-domain/desk';
import { rosterStream } from '@cenacle/shared-domain/participants';
import type { z } from 'zod';
import { type CommandCall, commandRoute } from '../http/command-route.ts';
import { authorizeSessionWrite } from '../organisation/session-scope.ts';
import { type DeskRegistrations, deskRegistrations } from './desk-registration.ts';

type Action = z.output<typeof DeskActionSchema>;
type Run = CommandCall<unknown, unknown>['run'];

/** Runs one action through its decider; answers the position of what it appended. */
async function apply(
  call: Pick<CommandCall<unknown, unknown>, 'deps'> & { run: Run; registration: DeskRegistrations },
  sessionId: string,
  action: Action,
  device: DeviceCommand,
): Promise<Position | null> {
  const { deps, run, registration: registrationOf } = call;
  const { participantId } = action;
  switch (action.type) {
    case 'ConfirmPresence':
      return (
        await run(
          deskRosterDecider,
          rosterStream(sessionId),
          { type: 'ConfirmPresence', data: { sessionId, participantId } },
          device,
        )
      ).position;
    case 'RecordPayment': {
      if (!registrationOf(participantId)) {
        // The payment may have been recorded before its registration was cancelled: a repeat is a duplicate.
        const { state } = await deps.bus.load(deskLedgerDecider, ledgerStream(sessionId));
        if (state.commandIds.has(device.commandId)) {
          throw new DomainError('DUPLICATE_COMMAND', 'error.desk.duplicate');
        }
        throw new DomainError('UNKNOWN_REFERENCE', 'error.payment.unknownParticipant', {}, 'participant');
      }
      const data = {
        sessionId,
        paymentId: action.paymentId,
        participantId,
        category: action.category,
        amountMinor: toMinorUnits(action.value),
        description: action.description || null,
      };
      return (await run(deskLedgerDecider, ledgerStream(sessionId), { type: 'RecordPayment', data }, device))
        .position;
    }
    case 'HandOutKey':
    case 'CheckInChild':
    case 'CheckOutChild': {
      const registration = registrationOf(participantId);
      const known = { sessionId, participantId, registration };
      const command =
        action.type === 'HandOutKey'
          ? { type: action.type, data: known }
          : action.type === 'CheckInChild'
            ? {
                type: action.type,
                data: {
                  ...known,
                  childId: action.childId,
                  pickupCodeDigest: pickupCodeDigest(action.childId, action.pickupCode),
                },
              }
            : {
                type: action.type,
                data: {
                  ...known,
                  childId: action.childId,
                  toParent: action.toParent,
                  pickupCodeDigest: action.pickupCode
                    ? pickupCodeDigest(action.childId, action.pickupCode)
                    : null,
                },
              };
      return (await run(deskArrivalDecider, deskStream(sessionId), command, device)).position;
    }
  }
}

/** What became of one action: applied, a repeat of one applied before, or refused with the reason. */
function resultOf(commandId: string, error: unknown): DeskActionResult {
  if (!(error instanceof DomainError)) throw error;
  if (error.code === 'DUPLICATE_COMMAND') return { commandId, outcome: 'duplicate', error: null };
  return { commandId, outcome: 'refused', error: { code: error.code, key: error.messageKey } };
}

/**
 * `POST /api/desk/{sessionId}/actions`: a desk's queued actions, applied in order, each at most once
 * per command id (a repeat answers `duplicate` and appends nothing); one the domain refuses answers
 * `refused` with the catalogue's code and key, and the rest of the batch goes on. Every event an
 * action appends carries its command id, the device's time and the server's in its metadata.
 */
export const applyDeskActionsRoute = commandRoute({
  method: 'POST',
  url: '/api/desk/:sessionId/actions',
  summary: "Apply a desk's queued actions in order, each at most once per command id",
  tags: ['desk'],
  entityName: 'desk',
  audience: STAFF_AUTHORITIES,
  params: DeskSessionParamsSchema,
  body: DeskSyncRequestSchema,
  response: { 200: DeskSyncResponseSchema },
  async handle({ params: { sessionId }, body, user, deps, run }) {
    await authorizeSessionWrite(deps, user, sessionId);
    const receivedAt = deps.clock().toISOString();
    const registration = await deskRegistrations(deps, sessionId);
    const results: DeskActionResult[] = [];
    let position: Position | null = null;
    for (const action of body.actions) {
      const device = { commandId: action.commandId, madeAt: action.madeAt, receivedAt };
      try {
        position = (await apply({ deps, run, registration }, sessionId, action, device)) ?? position;
        results.push({ commandId: action.commandId, outcome: 'applied', error: null });
      } catch (error) {
        results.push(resultOf(action.commandId, error));
      }
    }
    const response: DeskSyncResponse = { results, position: position ? formatPosition(position) : null };
    return { status: 200, body: response };
  },
});
