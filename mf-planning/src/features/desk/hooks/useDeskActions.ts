import type { PaymentCategory } from '@cenacle/shared-domain/accounting/rules';
import type { DeskAction } from '@cenacle/shared-domain/desk/contracts';
import { useStore } from 'zustand';
import { deskQueue, takeAction } from '../state/desk-queue.ts';
import {
  makePickupCode,
  normalizePickupCode,
  pickupCodeMatches,
  queuedPickupCode,
} from '../state/pickup-code.ts';

type Made = { commandId: string; madeAt: string };
/** Every action gets its own id and the device's time when it is taken, never when it is sent. */
const made = (): Made => ({ commandId: crypto.randomUUID(), madeAt: new Date().toISOString() });

/** The desk's actions: each is queued on the device and shown at once; the queue sends it later. */
export function useDeskActions(sessionId: string, accountId: string) {
  const pending = useStore(deskQueue, (s) => s.pending);
  const take = (action: DeskAction) => takeAction(sessionId, accountId, action);
  return {
    confirmPresence: (participantId: string) => take({ ...made(), type: 'ConfirmPresence', participantId }),
    handOutKey: (participantId: string) => take({ ...made(), type: 'HandOutKey', participantId }),
    recordPayment: (participantId: string, value: number, category: PaymentCategory) =>
      take({
        ...made(),
        type: 'RecordPayment',
        participantId,
        paymentId: crypto.randomUUID(),
        value,
        category,
      }),
    /** Checks the child in and answers the pickup code to show the parent. */
    checkInChild: async (participantId: string, childId: string): Promise<string> => {
      const pickupCode = makePickupCode();
      await take({ ...made(), type: 'CheckInChild', participantId, childId, pickupCode });
      return pickupCode;
    },
    checkOutToParent: (participantId: string, childId: string) =>
      take({ ...made(), type: 'CheckOutChild', participantId, childId, toParent: true }),
    /** Checks the code first (offline too); answers false, and queues nothing, when it does not match. */
    checkOutWithCode: async (
      participantId: string,
      childId: string,
      typed: string,
      rosterDigest: string | null,
    ): Promise<boolean> => {
      const queued = queuedPickupCode(
        pending.map((entry) => entry.action),
        childId,
      );
      if (!(await pickupCodeMatches(childId, typed, rosterDigest, queued))) return false;
      await take({
        ...made(),
        type: 'CheckOutChild',
        participantId,
        childId,
        toParent: false,
        pickupCode: normalizePickupCode(typed),
      });
      return true;
    },
  };
}
