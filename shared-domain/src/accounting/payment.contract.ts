import { z } from 'zod';
import { IdSchema } from '../common/id.ts';
import { hasAtMostTwoDecimals, PaymentCategorySchema } from './categories.ts';

/** Largest amount one payment may carry (in the session's currency). */
export const MAX_PAYMENT_VALUE = 10_000_000;
export const DESCRIPTION_MAX_LENGTH = 1000;
/** Payment descriptions are shown shortened to this many characters in lists (spec §9). */
export const DESCRIPTION_PREVIEW_LENGTH = 40;

const PaymentValueSchema = z
  .number({ error: 'NotNull' })
  .refine((v) => Number.isFinite(v) && v !== 0, { error: 'Min' })
  .refine((v) => Math.abs(v) <= MAX_PAYMENT_VALUE, { error: 'Max' })
  .refine(hasAtMostTwoDecimals, { error: 'Digits' });

/**
 * Body of `POST /api/session-payment/{sessionId}`. Without `id` it records a new payment; with the id
 * of an existing one it corrects it (the spec's single "save" call).
 */
export const PaymentSaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    participant: z.object({ id: IdSchema }).nullish(),
    value: PaymentValueSchema,
    category: PaymentCategorySchema,
    description: z.string().trim().max(DESCRIPTION_MAX_LENGTH, { error: 'Size' }).nullish(),
    /** The version the client saw (corrections only); a different current version answers 409. */
    version: z.number().int().positive().nullish(),
  })
  .meta({ id: 'PaymentSaveRequest' });
export type PaymentSaveRequest = z.input<typeof PaymentSaveRequestSchema>;

export const VoidPaymentRequestSchema = z
  .object({ reason: z.string().trim().max(DESCRIPTION_MAX_LENGTH, { error: 'Size' }).nullish() })
  .meta({ id: 'VoidPaymentRequest' });

export const PaymentSchema = z
  .object({
    id: IdSchema,
    participant: z.object({ id: IdSchema }).nullable(),
    userId: IdSchema.nullable(),
    /** Signed: expenses negative. */
    value: z.number(),
    category: PaymentCategorySchema,
    description: z.string().nullable(),
    voided: z.boolean(),
    voidReason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentListQuerySchema = z.object({
  includeVoided: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(500).default(100),
  category: PaymentCategorySchema.optional(),
  q: z.string().max(200).optional(),
  /** Read your writes: wait (briefly) until the read model has reached this log position. */
  position: z.string().optional(),
});
export type PaymentListQuery = z.input<typeof PaymentListQuerySchema>;

export const CategoryTotalSchema = z.object({
  category: PaymentCategorySchema,
  total: z.number(),
  count: z.number().int(),
});

export const LedgerSummarySchema = z
  .object({
    sessionId: IdSchema,
    income: z.array(CategoryTotalSchema),
    expenses: z.array(CategoryTotalSchema),
    totalIncome: z.number(),
    totalExpenses: z.number(),
    balance: z.number(),
    paymentCount: z.number().int(),
    currencySign: z.string(),
  })
  .meta({ id: 'LedgerSummary' });
export type LedgerSummary = z.infer<typeof LedgerSummarySchema>;

const AuditValuesSchema = z.object({
  category: PaymentCategorySchema,
  value: z.number(),
  description: z.string().nullable(),
});

/** One event of the ledger as the treasurer's audit trail shows it. */
export const LedgerAuditEntrySchema = z
  .object({
    position: z.string(),
    revision: z.number().int(),
    eventId: z.string(),
    type: z.enum(['PaymentRecorded', 'PaymentCorrected', 'PaymentVoided']),
    paymentId: IdSchema,
    occurredAt: z.string(),
    user: z.object({ id: IdSchema.nullable(), login: z.string().nullable(), name: z.string().nullable() }),
    before: AuditValuesSchema.nullable(),
    after: AuditValuesSchema.nullable(),
    reason: z.string().nullable(),
    /** The session's balance right after this event. */
    balanceAfter: z.number(),
  })
  .meta({ id: 'LedgerAuditEntry' });
export type LedgerAuditEntry = z.infer<typeof LedgerAuditEntrySchema>;

export const LedgerHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(500).default(100),
  paymentId: z.uuid().optional(),
});

export const BalanceAtQuerySchema = z.object({ at: z.iso.datetime({ offset: true, error: 'Pattern' }) });

export const BalanceAtSchema = z
  .object({
    at: z.string(),
    balance: z.number(),
    eventCount: z.number().int(),
    position: z.string().nullable(),
  })
  .meta({ id: 'BalanceAt' });
export type BalanceAt = z.infer<typeof BalanceAtSchema>;
