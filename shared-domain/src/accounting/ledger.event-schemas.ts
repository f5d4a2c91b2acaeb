import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { StoredUuid, storedMinorUnits, storedText } from '../common/primitives.ts';
import { PAYMENT_CATEGORIES } from './categories.ts';
import type { PaymentCorrected, PaymentRecorded, PaymentVoided } from './ledger.events.ts';
import { DESCRIPTION_MAX_LENGTH, MAX_PAYMENT_VALUE } from './payment.rules.ts';

const PaymentValues = z.object({
  category: z.enum(PAYMENT_CATEGORIES),
  amountMinor: storedMinorUnits(MAX_PAYMENT_VALUE * 100),
  description: storedText(DESCRIPTION_MAX_LENGTH).nullable(),
});

export const paymentRecordedV1 = defineEvent<PaymentRecorded>({
  type: 'PaymentRecorded',
  version: 1,
  schema: PaymentValues.extend({
    paymentId: StoredUuid,
    sessionId: StoredUuid,
    participantId: StoredUuid.nullable(),
  }),
});

export const paymentCorrectedV1 = defineEvent<PaymentCorrected>({
  type: 'PaymentCorrected',
  version: 1,
  schema: z.object({
    paymentId: StoredUuid,
    sessionId: StoredUuid,
    before: PaymentValues,
    after: PaymentValues,
  }),
});

export const paymentVoidedV1 = defineEvent<PaymentVoided>({
  type: 'PaymentVoided',
  version: 1,
  schema: z.object({
    paymentId: StoredUuid,
    sessionId: StoredUuid,
    reason: storedText(DESCRIPTION_MAX_LENGTH).nullable(),
    before: PaymentValues,
  }),
});

/** Every event of the ledger stream, with its schema history. */
export const accountingEvents = eventCatalog(paymentRecordedV1, paymentCorrectedV1, paymentVoidedV1);
